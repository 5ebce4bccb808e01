import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { HrmsClock } from '../../hrms/index.js';
import { LOCK_MESSAGES, type MonthLockView } from '../dtos/attendance.dtos.js';
import { MonthLocksRepository } from '../repositories/month-locks.repository.js';
import { monthRange } from './attendance-export.service.js';
import { AttendanceService } from './attendance.service.js';
import { addDays, formatZoned, zonedInstant } from './zoned-time.js';

const M = LOCK_MESSAGES;

/**
 * Locked months (issue 29 item 2): locking stores every computed day of an ended month as answered; while locked,
 * those days are answered from the store (AttendanceService.compute), manual marks and regularisations of them are
 * refused, and punches that arrive for them later are kept and listed here, not counted. Unlocking needs a reason,
 * kept with the lock's history.
 */
@Injectable()
export class MonthLocksService {
  constructor(
    private readonly locks: MonthLocksRepository,
    private readonly attendance: AttendanceService,
    private readonly clock: HrmsClock,
  ) {}

  async lock(month: string): Promise<MonthLockView> {
    const companyId = currentCompanyId();
    const { fromDate, toDate } = monthRange(month);
    if (toDate >= (await this.clock.today())) throw new BadRequestException(M.unfinished);
    const computed = await this.attendance.compute({ fromDate, toDate });
    if (!(await this.locks.lock(companyId, month, tenantStorage.current()?.userId ?? null, computed.records))) throw new ConflictException(M.alreadyLocked(month));
    return this.status(month);
  }

  async unlock(month: string, reason: string): Promise<MonthLockView> {
    const companyId = currentCompanyId();
    monthRange(month);
    if (!(await this.locks.unlock(companyId, month, tenantStorage.current()?.userId ?? null, reason))) throw new NotFoundException(M.notLocked(month));
    return this.status(month);
  }

  async status(month: string): Promise<MonthLockView> {
    const companyId = currentCompanyId();
    const { fromDate, toDate } = monthRange(month);
    const lock = await this.locks.status(companyId, month);
    const history = (await this.locks.events(companyId, month)).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
    if (!lock) return { month, locked: false, lockedAt: null, lockedBy: null, days: 0, latePunches: [], history };
    const timeZone = await this.attendance.timeZone();
    // The month's punch window: a day's punches may start 6 hours before it and an overnight shift ends the next morning.
    const late = await this.locks.latePunches(companyId, zonedInstant(addDays(fromDate, -1), '18:00:00', timeZone), zonedInstant(addDays(toDate, 1), '18:00:00', timeZone), lock.lockedAt);
    return {
      month, locked: true, lockedAt: new Date(lock.lockedAt).toISOString(), lockedBy: lock.lockedBy, days: lock.days, history,
      latePunches: late.map((p) => ({ ...p, punchTime: formatZoned(new Date(p.punchTime), timeZone), receivedAt: new Date(p.receivedAt).toISOString() })),
    };
  }

  /** 409 when the day's month is locked: a locked day never changes. */
  async assertOpen(date: string): Promise<void> {
    const month = date.slice(0, 7);
    if ((await this.locks.lockedMonths(currentCompanyId(), [month])).length > 0) throw new ConflictException(M.locked(month));
  }
}
