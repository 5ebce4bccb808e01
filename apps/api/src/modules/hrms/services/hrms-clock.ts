import { Injectable } from '@nestjs/common';
import { HrmsSettingsRepository } from '../repositories/hrms-settings.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export type NowFn = () => Date;

/** Today's date and the time zone of a company (its HRMS setting; Asia/Kolkata by default). */
@Injectable()
export class HrmsClock {
  private nowFn: NowFn = () => new Date();
  constructor(private readonly settings: HrmsSettingsRepository) {}

  /** Tests pin the clock: `app.get(HrmsClock).useClock(() => new Date('2026-03-02T04:00:00Z'))`. */
  useClock(fn: NowFn): void {
    this.nowFn = fn;
  }

  now(): Date {
    return this.nowFn();
  }

  async timeZone(): Promise<string> {
    const companyId = currentCompanyId();
    return (await this.settings.get(companyId)).timeZone;
  }

  async today(): Promise<string> {
    return localDate(this.now(), await this.timeZone());
  }
}

/** The calendar date "yyyy-MM-dd" of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
