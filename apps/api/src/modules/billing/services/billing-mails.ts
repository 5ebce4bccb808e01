import { formatDateTime, formatInvoiceMonth, formatRupees, paymentModeLabel } from '@bizdesk/shared';
import type { MailMessage } from '../../../core/mail/mail-message.js';

interface InvoiceMailFacts {
  companyId: number;
  to: string;
  invoiceNo: string;
  invoiceMonth: string;
  fromCompany: string;
  toCompany: string;
  total: string;
}

/** The mail that carries a new invoice (its PDF attached by the caller). */
export function invoiceIssuedMail(f: InvoiceMailFacts, billingUrl: string): MailMessage {
  const month = formatInvoiceMonth(f.invoiceMonth);
  return {
    companyId: f.companyId,
    to: f.to,
    subject: `Tax invoice ${f.invoiceNo} for ${month} from ${f.fromCompany}`,
    text: [
      `Dear ${f.toCompany},`,
      '',
      `Your tax invoice ${f.invoiceNo} for ${month} is attached. Amount due: ${formatRupees(f.total)}.`,
      `Pay it online with PhonePe from Billing in your console: ${billingUrl}`,
      '',
      `Thank you,`,
      f.fromCompany,
    ].join('\n'),
  };
}

/** The receipt sent once a payment is confirmed by PhonePe. */
export function paymentReceiptMail(f: InvoiceMailFacts & { paymentMode: string; paidOn: Date; merchantOrderId: string }): MailMessage {
  return {
    companyId: f.companyId,
    to: f.to,
    subject: `Payment received for invoice ${f.invoiceNo}`,
    text: [
      `Dear ${f.toCompany},`,
      '',
      `We received ${formatRupees(f.total)} for invoice ${f.invoiceNo} (${formatInvoiceMonth(f.invoiceMonth)}).`,
      `Payment mode: ${paymentModeLabel(f.paymentMode)}`,
      `Paid on: ${formatDateTime(f.paidOn)}`,
      `Reference: ${f.merchantOrderId}`,
      '',
      'This is your receipt. Thank you,',
      f.fromCompany,
    ].join('\n'),
  };
}
