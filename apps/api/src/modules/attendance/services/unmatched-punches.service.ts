import { BadRequestException, Injectable } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { EmployeesService } from '../../hrms/index.js';
import { UNMATCHED_MESSAGES, type AssignedPunches, type AssignUnmatchedPunchesDto, type UnmatchedPunchView } from '../dtos/unmatched-punch.dtos.js';
import { PunchesRepository } from '../repositories/punches.repository.js';
import { UnmatchedPunchesRepository, type TakenPunch } from '../repositories/unmatched-punches.repository.js';
import { AttendanceMarksService } from './attendance-marks.service.js';
import { AttendanceService } from './attendance.service.js';
import { formatZoned } from './zoned-time.js';

const M = UNMATCHED_MESSAGES;

/**
 * Punches for device user ids that match no employee (issue 29 item 6): kept, listed for HR, and assigned to an
 * employee, who from then on is known to devices by that id. Assigned punches become the employee's punches
 * and the days they fall on are computed again (stored marks re-marked).
 */
@Injectable()
export class UnmatchedPunchesService {
  constructor(
    private readonly unmatched: UnmatchedPunchesRepository,
    private readonly punches: PunchesRepository,
    private readonly employees: EmployeesService,
    private readonly attendance: AttendanceService,
    private readonly marks: AttendanceMarksService,
  ) {}

  async list(query: ListQuery): Promise<Paged<UnmatchedPunchView>> {
    const companyId = currentCompanyId();
    const timeZone = await this.attendance.timeZone();
    const [rows, total] = await this.unmatched.list(companyId, query.search, query.offset, query.size);
    return paged(rows.map((r) => ({
      id: r.id, deviceId: r.deviceId, deviceName: r.deviceName, deviceUserId: r.deviceUserId,
      punchTime: formatZoned(new Date(r.punchTime), timeZone), direction: r.direction, receivedAt: new Date(r.receivedAt).toISOString(),
    })), total, query);
  }

  async assign(input: AssignUnmatchedPunchesDto): Promise<{ result: AssignedPunches; message: string }> {
    const companyId = currentCompanyId();
    if ((input.ids === undefined) === (input.deviceUserId === undefined)) throw new BadRequestException(M.oneOf);
    const employee = await this.employees.require(input.employeeId);
    if (input.deviceUserId && input.remember !== false) await this.employees.assignDeviceUserId(employee.id, input.deviceUserId);
    const taken = await this.unmatched.take(companyId, input.ids ? { ids: input.ids } : { deviceUserId: input.deviceUserId });
    if (taken.length === 0) throw new BadRequestException(M.none);
    const byDevice = new Map<string, TakenPunch[]>();
    for (const p of taken) {
      const key = `${p.deviceId}:${p.source}`;
      byDevice.set(key, [...(byDevice.get(key) ?? []), p]);
    }
    for (const group of byDevice.values()) {
      await this.punches.insert(companyId, group[0].deviceId, group[0].source,
        group.map((p) => ({ employeeId: employee.id, punchTime: new Date(p.punchTime), direction: p.direction })));
    }
    const dates = await this.marks.remarkEmployeeDays(employee.id, taken.map((p) => new Date(p.punchTime)));
    const name = [employee.firstName, employee.lastName].join(' ');
    return { result: { assigned: taken.length, employeeId: employee.id, dates }, message: M.assigned(taken.length, name) };
  }
}
