import {
  amountInWords, formatDate, formatInvoiceMonth, invoiceMonthRange, parsePaise, proratePaise, subscribedDayBounds, subscribedDays,
  summarizeInvoice, type InvoiceLineInput, type InvoiceMonth, type InvoiceSummary,
} from '@bizdesk/shared';
import { SERVICES_GST_PERCENT } from '../billing.messages.js';
import type { ServiceUsage } from '../repositories/billable-usage.repository.js';

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
 * subscribed (a day counts once), each API by its metered calls at the price per call; GST 18% on every
 * line, CGST + SGST within Maharashtra, else IGST (summarizeInvoice, exact in paise); the total rounded to
 * the rupee with a round-off line; the amount in Indian words. Null when there is nothing to bill.
 */
export function calculateInvoice(month: InvoiceMonth, usage: readonly ServiceUsage[], intraState: boolean): CalculatedInvoice | null {
  const { days: daysInMonth } = invoiceMonthRange(month);
  const inputs: (InvoiceLineInput & { appId: number })[] = [];
  for (const service of usage) {
    const pricePaise = parsePaise(service.price);
    if (pricePaise <= 0) continue;
    if (service.type === 1) {
      const days = subscribedDays(service.periods, month);
      const taxable = proratePaise(pricePaise, days, daysInMonth);
      const bounds = subscribedDayBounds(service.periods, month);
      if (taxable <= 0 || !bounds) continue;
      inputs.push({
        appId: service.appId,
        description: `${service.name} subscription, ${formatDate(bounds.from)} to ${formatDate(bounds.to)} (${days} of ${daysInMonth} days)`,
        hsn: service.sacCode,
        unitPricePaise: taxable,
        quantity: 1,
        gstPercent: SERVICES_GST_PERCENT,
        intraState,
      });
    } else if (service.calls > 0) {
      inputs.push({
        appId: service.appId,
        description: `${service.name} API calls, ${formatInvoiceMonth(month)}`,
        hsn: service.sacCode,
        unitPricePaise: pricePaise,
        quantity: service.calls,
        gstPercent: SERVICES_GST_PERCENT,
        intraState,
      });
    }
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
