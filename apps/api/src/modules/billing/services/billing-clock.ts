import { Injectable } from '@nestjs/common';

/** The time billing runs at: invoice dates, financial years and "has the month ended" come from it. */
@Injectable()
export class BillingClock {
  private nowFn: () => Date = () => new Date();

  /** Tests pin the clock: `app.get(BillingClock).useClock(() => new Date('2026-04-01T00:30:00+05:30'))`. */
  useClock(fn: () => Date): void {
    this.nowFn = fn;
  }

  now(): Date {
    return this.nowFn();
  }
}
