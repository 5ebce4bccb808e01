import { Injectable } from '@nestjs/common';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { readFaceImage } from '../../face-engine/index.js';
import { EmployeeFacesService, HrmsClock } from '../../hrms/index.js';
import type { FacePunchView } from '../dtos/face-punch.dtos.js';
import { AttendanceDevicesRepository } from '../repositories/attendance-devices.repository.js';
import { AttendanceMarksService } from './attendance-marks.service.js';
import { DeviceSessionsService } from './device-sessions.service.js';
import { PunchesService, type IncomingPunch } from './punches.service.js';

/**
 * The face kiosk: a logged-in attendance device sends a camera picture; the employee it shows punches.
 * Order matters: the device session is checked first (a stranger's token costs no model time), the models
 * run with no transaction open, then recognition and the punch happen in the device company's one
 * transaction, so the punch can only ever land in the device's own company.
 */
@Injectable()
export class FacePunchesService {
  constructor(
    private readonly runner: TenantRunner,
    private readonly sessions: DeviceSessionsService,
    private readonly devices: AttendanceDevicesRepository,
    private readonly faces: EmployeeFacesService,
    private readonly punches: PunchesService,
    private readonly marks: AttendanceMarksService,
    private readonly clock: HrmsClock,
  ) {}

  async punch(
    authorization: string | undefined, body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined, ip: string | null,
  ): Promise<FacePunchView> {
    const principal = this.sessions.parse(authorization);
    await this.runner.runAsCompany(principal.companyId, () => this.sessions.verify(principal, ip));
    const photo = await this.faces.describe(await readFaceImage(body, file));
    return this.runner.runAsCompany(principal.companyId, async () => {
      await this.sessions.verify(principal, ip); // a login elsewhere while the models ran ends this token too
      const employee = await this.faces.recognise(photo);
      // To the minute: a double tap, or a second look at the camera, is the same punch (idempotent key).
      const at = new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000);
      const incoming: IncomingPunch[] = [{ employeeCode: employee.employeeCode, punchTime: at, direction: null, raw: at.toISOString() }];
      await this.devices.touch(principal.companyId, principal.deviceId);
      const summary = await this.punches.ingest(principal.deviceId, 'KIOSK', incoming, this.clock.now());
      await this.marks.remarkAfterLatePunches(summary, incoming);
      return {
        employeeId: employee.employeeId, employeeCode: employee.employeeCode, name: employee.name, shiftName: employee.shiftName,
        punchTime: at.toISOString(), result: summary.results[0].result, distance: employee.distance, confidence: employee.confidence,
      };
    });
  }
}
