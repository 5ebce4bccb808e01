import { Injectable } from '@nestjs/common';
import type { PunchResult, PunchResultCode, PunchSummary } from '../dtos/punch.dtos.js';
import { PunchesRepository, punchKey, type PunchRow } from '../repositories/punches.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export interface IncomingPunch {
  employeeCode: string;
  punchTime: Date;
  direction: 'IN' | 'OUT' | null;
  /** As received, echoed in the answer. */
  raw: string;
}

/** How far ahead of the server's clock a device's clock may be before its punches are refused. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

/** Punch ingestion shared by the device API, ADMS pushes and the kiosk; idempotent per (device, employee, time). */
@Injectable()
export class PunchesService {
  constructor(private readonly punches: PunchesRepository) {}

  async ingest(deviceId: number, source: 'API' | 'ICLOCK' | 'KIOSK', incoming: IncomingPunch[], now: Date): Promise<PunchSummary> {
    const companyId = currentCompanyId();
    const ids = await this.punches.employeesByCode(companyId, incoming.map((p) => p.employeeCode));
    const toInsert: PunchRow[] = [];
    const planned = incoming.map((p) => {
      const employeeId = ids.get(p.employeeCode.toLowerCase());
      if (employeeId === undefined) return { p, code: 'UNKNOWN_EMPLOYEE' as const };
      if (p.punchTime.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return { p, code: 'FUTURE_TIME' as const };
      toInsert.push({ employeeId, punchTime: p.punchTime, direction: p.direction });
      return { p, code: null, key: punchKey(employeeId, p.punchTime) };
    });
    const inserted = await this.punches.insert(companyId, deviceId, source, toInsert);
    // Ids that match nobody are kept for HR to assign (the "Unmatched punches" list), never lost.
    const unknown = planned.filter((x) => x.code === 'UNKNOWN_EMPLOYEE' && x.p.punchTime.getTime() <= now.getTime() + FUTURE_TOLERANCE_MS);
    await this.punches.keepUnmatched(companyId, deviceId, source, unknown.map(({ p }) => ({ deviceUserId: p.employeeCode, punchTime: p.punchTime, direction: p.direction })));
    const claimed = new Set<string>();
    const results: PunchResult[] = planned.map(({ p, code, key }) => {
      let result: PunchResultCode = code ?? 'DUPLICATE';
      // The same punch twice in one batch: the first is accepted, the second a duplicate.
      if (!code && key && inserted.has(key) && !claimed.has(key)) {
        claimed.add(key);
        result = 'ACCEPTED';
      }
      return { employeeCode: p.employeeCode, punchTime: p.raw, result };
    });
    const count = (r: string) => results.filter((x) => x.result === r).length;
    return { results, accepted: count('ACCEPTED'), duplicates: count('DUPLICATE'), rejected: results.length - count('ACCEPTED') - count('DUPLICATE') };
  }
}
