import { Injectable } from '@nestjs/common';
import { invoiceMonthOf, invoiceMonthRange } from '@bizdesk/shared';
import type { BillingMonthSummaryView } from '../dtos/billing.views.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { BillingClock } from './billing-clock.js';

/** This month's billed and collected amounts for the provider's overview (runs in the caller's platform context). */
@Injectable()
export class BillingSummaryService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly clock: BillingClock,
  ) {}

  async thisMonth(): Promise<BillingMonthSummaryView> {
    const month = invoiceMonthOf(this.clock.now());
    const { start, end } = invoiceMonthRange(month);
    const s = await this.invoices.summary(start, end);
    return {
      month,
      billedCount: s.billed_n, billedAmount: s.billed,
      collectedCount: s.collected_n, collectedAmount: s.collected,
      outstandingCount: s.due_n, outstandingAmount: s.due,
    };
  }
}
