import {
  amountInWords, formatDate, formatInvoiceMonth, formatRupees, invoiceMonthRange, paiseToDecimalString, parsePaise, proratePaise, subscribedDayBounds, subscribedDays,
  summarizeInvoice, type InvoiceLineInput, type InvoiceMonth, type InvoiceSummary, type SubscriptionSpan,
} from '@bizdesk/shared';
import { SERVICES_GST_PERCENT } from '../billing.messages.js';
import type { PricePeriod, ServiceUsage } from '../repositories/billable-usage.repository.js';

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight India time starting a day ("2026-11-15"). */
const istStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Adjacent periods at the same price are one period (a change back to the same price is no new line). */
function mergedPrices(prices: readonly PricePeriod[]): { from: string; to: string; pricePaise: number }[] {
  const out: { from: string; to: string; pricePaise: number }[] = [];
  for (const p of prices) {
    const pricePaise = parsePaise(p.price);
    const last = out[out.length - 1];
    if (last && last.pricePaise === pricePaise) last.to = p.to;
    else out.push({ from: p.from, to: p.to, pricePaise });
  }
  return out;
}

/** The subscription spans cut to the days from..to (India): what was used while one price was in force. */
function spansWithin(spans: readonly SubscriptionSpan[], from: string, to: string): SubscriptionSpan[] {
  const start = istStart(from).getTime();
  const end = istStart(to).getTime() + DAY_MS;
  return spans
    .map((s) => ({ startedAt: new Date(Math.max(s.startedAt.getTime(), start)), endedAt: new Date(Math.min(s.endedAt?.getTime() ?? end, end)) }))
    .filter((s) => s.endedAt.getTime() > s.startedAt.getTime());
}

/**
 * The month's billable calls split by price period: each day's calls (the daily meter) at the price in force
 * that day. Calls the daily meter does not place on a day (counted before it existed) are billed at the
 * month's first price; a daily meter above the monthly one (never expected) is not trusted: all at the first.
 */
function callsByPeriod(service: ServiceUsage, periods: { from: string; to: string }[]): number[] {
  const counts = periods.map(() => 0);
  const dailyTotal = service.dailyCalls.reduce((n, d) => n + d.calls, 0);
  if (periods.length === 1 || dailyTotal > service.calls) {
    counts[0] = service.calls;
    return counts;
  }
  for (const d of service.dailyCalls) {
    const i = periods.findIndex((p) => d.day >= p.from && d.day <= p.to);
    counts[i >= 0 ? i : 0] += d.calls;
  }
  counts[0] += service.calls - dailyTotal;
  return counts;
}

export interface CalculatedLine {
  appId: number;
  description: string;
  hsnCode: string;
  /** Days are not the quantity of an application (their price is not a whole number of paise): 1 month-share. */
  quantity: number;
  unitPricePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** An invoice's totals in whole paise: total = subTotal + cgst + sgst + igst + roundOff. */
export interface InvoiceTotals {
  subTotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  /** Rounded to the rupee: what the invoice asks for. */
  totalPaise: number;
}

export interface CalculatedInvoice extends InvoiceTotals {
  intraState: boolean;
  lines: CalculatedLine[];
  totalInWords: string;
}

/**
 * A month's invoice from what a company used: each application prorated by the India-time days it was
 * subscribed (a day counts once), each API by its metered calls at the price per call; every day at the price
 * in force that day, one line per price period when the price changed within the month; GST 18% on every
 * line, CGST + SGST within Maharashtra, else IGST (summarizeInvoice, exact in paise); the total rounded to
 * the rupee with a round-off line; the amount in Indian words. Null when there is nothing to bill.
 */
export function calculateInvoice(month: InvoiceMonth, usage: readonly ServiceUsage[], intraState: boolean): CalculatedInvoice | null {
  const { days: daysInMonth } = invoiceMonthRange(month);
  const inputs: (InvoiceLineInput & { appId: number })[] = [];
  for (const service of usage) {
    const periods = mergedPrices(service.prices);
    // One price all month: the line reads as it always did; several: each names its days and its price.
    const split = periods.length > 1;
    const calls = service.type === 1 ? [] : callsByPeriod(service, periods);
    periods.forEach((period, i) => {
      if (period.pricePaise <= 0) return;
      const at = split ? ` @ ${formatRupees(paiseToDecimalString(period.pricePaise))}` : '';
      if (service.type === 1) {
        const spans = split ? spansWithin(service.periods, period.from, period.to) : service.periods;
        const days = subscribedDays(spans, month);
        const taxable = proratePaise(period.pricePaise, days, daysInMonth);
        const bounds = subscribedDayBounds(spans, month);
        if (taxable <= 0 || !bounds) return;
        inputs.push({
          appId: service.appId,
          description: `${service.name} subscription, ${formatDate(bounds.from)} to ${formatDate(bounds.to)} (${days} of ${daysInMonth} days)${at}`,
          hsn: service.sacCode,
          unitPricePaise: taxable,
          quantity: 1,
          gstPercent: SERVICES_GST_PERCENT,
          intraState,
        });
      } else if (calls[i] > 0) {
        inputs.push({
          appId: service.appId,
          description: split
            ? `${service.name} API calls, ${formatDate(period.from)} to ${formatDate(period.to)}${at}`
            : `${service.name} API calls, ${formatInvoiceMonth(month)}`,
          hsn: service.sacCode,
          unitPricePaise: period.pricePaise,
          quantity: calls[i],
          gstPercent: SERVICES_GST_PERCENT,
          intraState,
        });
      }
    });
  }
  if (inputs.length === 0) return null;
  const summary: InvoiceSummary = summarizeInvoice(inputs);
  // Less than a rupee in all rounds to nothing to pay: no invoice.
  if (summary.taxable <= 0 || summary.grandTotal <= 0) return null;
  return {
    intraState,
    lines: summary.lines.map((line, i) => ({
      appId: inputs[i].appId,
      description: line.description ?? '',
      hsnCode: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      taxablePaise: line.taxable,
      cgstPaise: line.cgst,
      sgstPaise: line.sgst,
      igstPaise: line.igst,
    })),
    subTotalPaise: summary.taxable,
    cgstPaise: summary.cgst,
    sgstPaise: summary.sgst,
    igstPaise: summary.igst,
    roundOffPaise: summary.roundOff,
    totalPaise: summary.grandTotal,
    totalInWords: amountInWords(summary.grandTotal),
  };
}
