import { ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { HrmsClock } from '../../hrms/index.js';
import { AttendanceDevicesRepository } from '../repositories/attendance-devices.repository.js';
import { AttendanceMarksService } from './attendance-marks.service.js';
import { addressAllowed } from './device-addresses.js';
import { PunchesService, type IncomingPunch } from './punches.service.js';
import { offsetMinutes, zonedInstant } from './zoned-time.js';

export const ICLOCK_UNKNOWN_DEVICE = 'Unknown device serial number';

/** ATTLOG status codes: 0 check-in, 1 check-out; break and overtime codes carry no direction. */
const DIRECTIONS: Record<string, 'IN' | 'OUT'> = { '0': 'IN', '1': 'OUT', '4': 'IN', '5': 'OUT' };

/**
 * "PIN\tyyyy-MM-dd HH:mm:ss\tstatus\tverify\t..." lines as ZKTeco devices push them (device-local
 * time, read in the company's zone). Malformed lines are skipped, not fatal: a device resends what
 * was not acknowledged.
 */
export function parseAttlog(body: string, timeZone: string): IncomingPunch[] {
  const out: IncomingPunch[] = [];
  for (const line of body.split(/\r?\n/)) {
    const fields = line.split('\t').map((f) => f.trim());
    if (fields.length < 2 || !/^[A-Za-z0-9/-]{1,40}$/.test(fields[0])) continue;
    const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(fields[1]);
    if (!m) continue;
    const at = zonedInstant(m[1], m[2], timeZone);
    if (Number.isNaN(at.getTime())) continue;
    out.push({ employeeCode: fields[0], punchTime: at, direction: DIRECTIONS[fields[2] ?? ''] ?? null, raw: `${m[1]}T${m[2]}` });
  }
  return out;
}

/**
 * ZKTeco ADMS ("iclock") push: the serial number picks the company and device, which must be registered
 * first. A serial is heard only when its company may use HRMS (active, subscribed) and the request comes from
 * one of the device's addresses (when it has any); every refusal is the same 403, whatever the reason, so the
 * answer never tells whether a serial is registered somewhere. Unknown serials are recorded for the operator
 * (iclock_unknown_serials); each refusal's reason goes to the log.
 */
@Injectable()
export class IclockService {
  private readonly logger = new Logger('Iclock');

  constructor(
    private readonly runner: TenantRunner,
    private readonly devices: AttendanceDevicesRepository,
    private readonly punches: PunchesService,
    private readonly marks: AttendanceMarksService,
    private readonly clock: HrmsClock,
  ) {}

  /** GET /iclock/cdata?SN=...&options=all: the options a device asks for at start. */
  async options(serial: string, address: string | null): Promise<string> {
    const device = await this.knownDevice(serial, address);
    return this.runner.runAsCompany(device.companyId, async () => {
      await this.devices.touch(device.companyId, device.id);
      const zone = await this.clock.timeZone();
      const offsetHours = offsetMinutes(this.clock.now(), zone) / 60;
      return [
        `GET OPTION FROM: ${serial}`,
        'ATTLOGStamp=None', 'OPERLOGStamp=9999', 'ATTPHOTOStamp=None', 'ErrorDelay=30', 'Delay=10',
        'TransTimes=00:00;14:05', 'TransInterval=1', 'TransFlag=TransData AttLog', `TimeZone=${offsetHours}`,
        'Realtime=1', 'Encrypt=None',
      ].join('\n');
    });
  }

  /** POST /iclock/cdata?SN=...&table=...: ATTLOG lines become punches; other tables are acknowledged. */
  async receive(serial: string, table: string, body: string, address: string | null): Promise<string> {
    const device = await this.knownDevice(serial, address);
    return this.runner.runAsCompany(device.companyId, async () => {
      await this.devices.touch(device.companyId, device.id);
      if (table.toUpperCase() !== 'ATTLOG') return 'OK';
      const incoming = parseAttlog(body, await this.clock.timeZone());
      const summary = await this.punches.ingest(device.id, 'ICLOCK', incoming, this.clock.now());
      await this.marks.remarkAfterLatePunches(summary, incoming);
      return `OK: ${incoming.length}`;
    });
  }

  /** GET /iclock/getrequest and POST /iclock/devicecmd: no commands queued for devices. */
  async poll(serial: string, address: string | null): Promise<string> {
    const device = await this.knownDevice(serial, address);
    await this.runner.runAsCompany(device.companyId, () => this.devices.touch(device.companyId, device.id));
    return 'OK';
  }

  /** The device a serial number names, if it may be heard now; otherwise one 403 for every reason. */
  async knownDevice(serial: string | undefined, address: string | null): Promise<{ id: number; companyId: number }> {
    const sn = (serial ?? '').trim();
    const device = /^[A-Za-z0-9-]{1,64}$/.test(sn) ? await this.runner.runAsPlatform(() => this.devices.bySerial(sn)) : null;
    const reason = !device ? 'unknown serial'
      : !device.companyActive ? `company ${device.companyId} inactive`
      : !device.hrmsSubscribed ? `company ${device.companyId} not subscribed to HRMS`
      : !addressAllowed(device.allowedAddresses, address) ? `device ${device.id} not allowed from this address`
      : null;
    if (!device || reason) {
      this.logger.warn(`ADMS push refused (${reason}): serial ${JSON.stringify(sn.slice(0, 64))} from ${address ?? 'unknown address'}`);
      if (!device && sn) await this.runner.runAsPlatform(() => this.devices.noteUnknownSerial(sn, address));
      throw new ForbiddenException(ICLOCK_UNKNOWN_DEVICE);
    }
    return { id: device.id, companyId: device.companyId };
  }
}
