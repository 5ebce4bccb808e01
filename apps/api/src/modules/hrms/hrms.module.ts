import { Module } from '@nestjs/common';
import { FaceEngineModule } from '../face-engine/index.js';
import { EmployeeFaceController } from './controllers/employee-face.controller.js';
import { EmployeeController } from './controllers/employee.controller.js';
import { HolidayController } from './controllers/holiday.controller.js';
import { HrmsSettingController } from './controllers/hrms-setting.controller.js';
import { BranchController, DepartmentController, DesignationController } from './controllers/org-master.controllers.js';
import { ShiftAssignmentController } from './controllers/shift-assignment.controller.js';
import { ShiftController } from './controllers/shift.controller.js';
import { EmployeesRepository } from './repositories/employees.repository.js';
import { HolidaysRepository } from './repositories/holidays.repository.js';
import { HrmsSettingsRepository } from './repositories/hrms-settings.repository.js';
import { OrgMastersRepository } from './repositories/org-masters.repository.js';
import { LockedMonthsRepository } from './repositories/locked-months.repository.js';
import { ShiftAssignmentsRepository } from './repositories/shift-assignments.repository.js';
import { ShiftsRepository } from './repositories/shifts.repository.js';
import { EmployeeFacesService } from './services/employee-faces.service.js';
import { EmployeesService } from './services/employees.service.js';
import { HolidaysService } from './services/holidays.service.js';
import { HrmsClock } from './services/hrms-clock.js';
import { HrmsSettingsService } from './services/hrms-settings.service.js';
import { OrgMastersService } from './services/org-masters.service.js';
import { ShiftAssignmentsService } from './services/shift-assignments.service.js';
import { ShiftsService } from './services/shifts.service.js';

/**
 * HR masters: branches, departments, designations, the settings record, shifts, holidays and employees, and
 * employees' faces for face attendance (through the face engine's public surface, modules/face-engine/index.ts).
 */
@Module({
  imports: [FaceEngineModule],
  controllers: [BranchController, DepartmentController, DesignationController, HrmsSettingController, ShiftController, HolidayController, EmployeeController, EmployeeFaceController, ShiftAssignmentController],
  providers: [
    OrgMastersService, HrmsSettingsService, ShiftsService, HolidaysService, EmployeesService, HrmsClock, EmployeeFacesService, ShiftAssignmentsService,
    OrgMastersRepository, HrmsSettingsRepository, ShiftsRepository, HolidaysRepository, EmployeesRepository, ShiftAssignmentsRepository, LockedMonthsRepository,
  ],
  exports: [OrgMastersService, HrmsSettingsService, ShiftsService, HolidaysService, EmployeesService, HrmsClock, EmployeeFacesService],
})
export class HrmsModule {}
