import { Injectable } from '@nestjs/common';
import { invoiceMonthOf, invoiceMonthRange, paiseToDecimalString, parsePaise, subscribedDays, type InvoiceMonth } from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { KeyUsageView, ServiceUsageView, UnbilledCallsView, UsageView } from '../dtos/usage.dtos.js';
import { BillableUsageRepository, type ServiceUsage } from '../repositories/billable-usage.repository.js';
import { SpendingAlertsRepository } from '../repositories/spending-alerts.repository.js';
import { UsageReportRepository, type UsageCountRow } from '../repositories/usage-report.repository.js';
import { BillingClock } from './billing-clock.js';
import { calculateInvoice } from './invoice-calculator.js';
import { InvoicePartiesService } from './invoice-parties.service.js';

const BILLABLE = 'BILLABLE';

function unbilledOf(rows: UsageCountRow[]): { total: number; list: UnbilledCallsView[] } {
  const byReason = new Map<string, number>();
  for (const r of rows) if (r.outcome !== BILLABLE) byReason.set(r.outcome, (byReason.get(r.outcome) ?? 0) + r.calls);
  const list = [...byReason].map(([reason, calls]) => ({ reason, calls })).sort((a, b) => a.reason.localeCompare(b.reason));
  return { total: list.reduce((n, r) => n + r.calls, 0), list };
}

const billableOf = (rows: UsageCountRow[]) => rows.filter((r) => r.outcome === BILLABLE).reduce((n, r) => n + r.calls, 0);

/** Subscription periods up to `now` only: the estimate bills the days so far, not the rest of the month. */
function upTo(usage: ServiceUsage[], now: Date): ServiceUsage[] {
  return usage.map((u) => ({
    ...u,
    periods: u.periods
      .filter((p) => p.startedAt < now)
      .map((p) => ({ startedAt: p.startedAt, endedAt: p.endedAt === null || p.endedAt > now ? now : p.endedAt })),
  }));
}

/**
 * GET /api/erp/subscription/usage: a month's use of the company's services so far, with what the invoice
 * will bill. The calls per service and per API key (billable, and the unbilled ones by reason) come from the
 * gateway's daily meter; the estimate is the month's invoice computed now by the same calculator the billing
 * run uses (the company's place of supply, GST, the rupee rounding), over the subscription days up to now.
 */
@Injectable()
export class UsageEstimateService {
  constructor(
    private readonly usage: BillableUsageRepository,
    private readonly report: UsageReportRepository,
    private readonly alerts: SpendingAlertsRepository,
    private readonly parties: InvoicePartiesService,
    private readonly clock: BillingClock,
  ) {}

  async usageFor(month?: string): Promise<UsageView> {
    const companyId = currentCompanyId();
    const now = this.clock.now();
    const wanted: InvoiceMonth = month ?? invoiceMonthOf(now);
    const range = invoiceMonthRange(wanted);
    const asOf = now < range.end ? now : range.end;
    const seller = await this.parties.seller();
    const [services, counts, billable, buyer, alert] = await Promise.all([
      this.report.services(),
      this.report.counts(companyId, wanted),
      this.usage.usageOf(companyId, wanted),
      this.parties.buyer(seller.stateCode),
      this.alerts.find(companyId),
    ]);
    const priced = upTo(billable, asOf);
    const invoice = calculateInvoice(wanted, priced, buyer.intraState);
    const amountOf = (appId: number) => invoice?.lines.filter((l) => l.appId === appId).reduce((n, l) => n + l.taxablePaise, 0) ?? 0;

    const serviceViews: ServiceUsageView[] = [];
    for (const s of services) {
      const rows = counts.filter((c) => c.appId === s.appId);
      const usage = priced.find((u) => u.appId === s.appId);
      const days = s.type === 1 && usage ? subscribedDays(usage.periods, wanted) : 0;
      if (rows.length === 0 && days === 0) continue;
      const unbilled = unbilledOf(rows);
      serviceViews.push({
        appId: s.appId, name: s.name, type: s.type === 1 ? 'APPLICATION' : 'API', price: s.price,
        billableCalls: billableOf(rows), unbilledCalls: unbilled.total, unbilled: unbilled.list, days,
        amount: paiseToDecimalString(amountOf(s.appId)),
      });
    }

    const keyIds = [...new Set(counts.map((c) => c.apiKeyId))];
    const keys = new Map((await this.report.keys(companyId, keyIds)).map((k) => [k.id, k]));
    const names = new Map(services.map((s) => [s.appId, s.name]));
    const keyViews: KeyUsageView[] = [];
    for (const keyId of keyIds) {
      for (const appId of [...new Set(counts.filter((c) => c.apiKeyId === keyId).map((c) => c.appId))]) {
        const rows = counts.filter((c) => c.apiKeyId === keyId && c.appId === appId);
        const key = keys.get(keyId);
        const unbilled = unbilledOf(rows);
        keyViews.push({
          apiKeyId: keyId,
          keyName: key ? `${key.name ?? 'API key'} ••••${key.last4}` : `Key ${keyId}`,
          active: key?.active ?? false,
          appId, appName: names.get(appId) ?? `App ${appId}`,
          billableCalls: billableOf(rows), unbilledCalls: unbilled.total, unbilled: unbilled.list,
        });
      }
    }

    const totalPaise = invoice?.totalPaise ?? 0;
    return {
      month: wanted,
      asOf: asOf.toISOString(),
      services: serviceViews,
      keys: keyViews,
      subTotal: paiseToDecimalString(invoice?.subTotalPaise ?? 0),
      gst: paiseToDecimalString(invoice ? invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise : 0),
      estimatedTotal: paiseToDecimalString(totalPaise),
      spendingAlert: {
        monthlyLimit: alert?.monthlyLimit ?? null,
        percentUsed: alert ? Math.floor((totalPaise * 100) / parsePaise(alert.monthlyLimit)) : null,
      },
    };
  }
}
