import { BadRequestException, Injectable } from '@nestjs/common';
import { createValidationPipe } from '../../../core/http/validation.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { HrmsClock } from '../../hrms/index.js';
import { PUNCH_MESSAGES, PunchDto, type PunchRequestDto, type PunchSummary } from '../dtos/punch.dtos.js';
import { AttendanceDevicesRepository } from '../repositories/attendance-devices.repository.js';
import { AttendanceMarksService } from './attendance-marks.service.js';
import { DeviceSessionsService } from './device-sessions.service.js';
import { PunchesService, type IncomingPunch } from './punches.service.js';

/**
 * POST /api/erp/attendance/punch with a device token: the token picks the company and device, the
 * session is checked and the punches stored in that company's one transaction.
 */
@Injectable()
export class DevicePunchesService {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly runner: TenantRunner,
    private readonly sessions: DeviceSessionsService,
    private readonly devices: AttendanceDevicesRepository,
    private readonly punches: PunchesService,
    private readonly marks: AttendanceMarksService,
    private readonly clock: HrmsClock,
  ) {}

  async punch(authorization: string | undefined, body: PunchRequestDto, ip: string | null): Promise<PunchSummary> {
    const principal = this.sessions.parse(authorization);
    const incoming = await this.incoming(body);
    return this.runner.runAsCompany(principal.companyId, async () => {
      await this.sessions.verify(principal, ip);
      await this.devices.touch(principal.companyId, principal.deviceId);
      const summary = await this.punches.ingest(principal.deviceId, 'API', incoming, this.clock.now());
      await this.marks.remarkAfterLatePunches(summary, incoming);
      return summary;
    });
  }

  private async incoming(body: PunchRequestDto): Promise<IncomingPunch[]> {
    let list: PunchDto[];
    if (body.punches) {
      if (body.employeeCode !== undefined || body.punchTime !== undefined) throw new BadRequestException(PUNCH_MESSAGES.oneOrBatch);
      list = body.punches;
    } else {
      if (body.employeeCode === undefined && body.punchTime === undefined) throw new BadRequestException(PUNCH_MESSAGES.oneOrBatch);
      list = [await this.validation.transform({ employeeCode: body.employeeCode, punchTime: body.punchTime, direction: body.direction }, { type: 'body', metatype: PunchDto })];
    }
    return list.map((p) => {
      const at = new Date(p.punchTime);
      if (Number.isNaN(at.getTime())) throw new BadRequestException(PUNCH_MESSAGES.punchTime);
      return { employeeCode: p.employeeCode, punchTime: at, direction: p.direction ?? null, raw: p.punchTime };
    });
  }
}
