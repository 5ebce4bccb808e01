import { Module } from '@nestjs/common';
import { HrmsModule } from '../hrms/index.js';
import { LeaveAllocationController, LeaveApplicationController, LeaveBalanceController, LeaveTypeController } from './controllers/leave.controllers.js';
import { LeaveAllocationsRepository } from './repositories/leave-allocations.repository.js';
import { LeaveApplicationsRepository } from './repositories/leave-applications.repository.js';
import { LeaveTypesRepository } from './repositories/leave-types.repository.js';
import { LeaveAllocationsService } from './services/leave-allocations.service.js';
import { LeaveApplicationsService } from './services/leave-applications.service.js';
import { LeaveTypesService } from './services/leave-types.service.js';

/**
 * Leave (issue 29 item 4): types, allocations and balances, applications. Attendance reads approved leave days
 * from the leave tables in its own day assembly (AttendanceRepository.leaveDays), so this module does not depend
 * on attendance and attendance does not depend on it; the month locks are read here by their table.
 */
@Module({
  imports: [HrmsModule],
  controllers: [LeaveTypeController, LeaveAllocationController, LeaveBalanceController, LeaveApplicationController],
  providers: [LeaveTypesService, LeaveTypesRepository, LeaveAllocationsService, LeaveAllocationsRepository, LeaveApplicationsService, LeaveApplicationsRepository],
})
export class LeaveModule {}
