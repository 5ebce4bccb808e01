import { AuditModule } from '../audit/index.js';
import { Module } from '@nestjs/common';
import { PasswordHasher } from '../auth/index.js';
import { HrmsModule } from '../hrms/index.js';
import { AttendanceDeviceController } from './controllers/attendance-device.controller.js';
import { AttendanceController, AttendancePunchController } from './controllers/attendance.controller.js';
import { DeviceAuthController } from './controllers/device-auth.controller.js';
import { HrmsDashboardController } from './controllers/hrms-dashboard.controller.js';
import { IclockController } from './controllers/iclock.controller.js';
import { AttendanceHousekeeper } from './jobs/attendance-housekeeper.js';
import { AttendanceMarkDayJob, AttendanceNightlyJob, AttendanceNightlySchedule } from './jobs/attendance-nightly.job.js';
import { AttendanceDevicesRepository } from './repositories/attendance-devices.repository.js';
import { DeviceLoginFailuresRepository } from './repositories/device-login-failures.repository.js';
import { AttendanceMarksRepository } from './repositories/attendance-marks.repository.js';
import { AttendanceRepository } from './repositories/attendance.repository.js';
import { PunchesRepository } from './repositories/punches.repository.js';
import { AttendanceDevicesService } from './services/attendance-devices.service.js';
import { AttendanceExportService } from './services/attendance-export.service.js';
import { AttendanceMarksService } from './services/attendance-marks.service.js';
import { AttendanceService } from './services/attendance.service.js';
import { DevicePunchesService } from './services/device-punches.service.js';
import { FacePunchesService } from './services/face-punches.service.js';
import { DeviceSessionsService } from './services/device-sessions.service.js';
import { DeviceLoginThrottleService } from './services/device-login-throttle.service.js';
import { HrmsDashboardService } from './services/hrms-dashboard.service.js';
import { IclockService } from './services/iclock.service.js';
import { PunchesService } from './services/punches.service.js';

/**
 * Attendance: devices and their one session, punches (device API, ZKTeco ADMS push), the attendance
 * engine over punches, its CSV export, the nightly marks and the HRMS dashboard figures.
 * PasswordHasher is the auth module's stateless argon2 wrapper, provided here too rather than
 * widening the auth module's exports.
 */
@Module({
  imports: [HrmsModule, AuditModule],
  controllers: [AttendanceDeviceController, DeviceAuthController, AttendanceController, AttendancePunchController, IclockController, HrmsDashboardController],
  providers: [
    AttendanceDevicesService, DeviceSessionsService, PunchesService, DevicePunchesService, FacePunchesService, IclockService, AttendanceService,
    AttendanceExportService, AttendanceMarksService, HrmsDashboardService, PasswordHasher, DeviceLoginThrottleService,
    AttendanceNightlyJob, AttendanceMarkDayJob, AttendanceNightlySchedule, AttendanceHousekeeper,
    AttendanceDevicesRepository, PunchesRepository, AttendanceRepository, AttendanceMarksRepository, DeviceLoginFailuresRepository,
  ],
  exports: [AttendanceService],
})
export class AttendanceModule {}
