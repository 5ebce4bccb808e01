/** What billing answers, word for word (the console shows these). */
export const BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  orderNotFound: 'Payment not found',
  orderIdRequired: 'Order id is required',
  alreadyPaid: 'This invoice is already paid',
  monthInvalid: 'Month must be a month written yyyy-MM, e.g. 2026-03',
  monthNotEnded: 'The month has not ended yet: it can be billed from the 1st of the next month (India time)',
  runNotFound: 'Billing run not found',
  providerNotConfigured: (missing: string[]) =>
    `Billing cannot start: the provider's ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not configured. Set them on the provider's company profile.`,
  gatewayUnavailable: 'PhonePe could not be reached. Please try again in a minute.',
  paymentSuccess: (invoiceNo: string) => `Payment successful. Invoice ${invoiceNo} is paid.`,
  paymentPending: 'Your payment is being processed. This page updates when PhonePe confirms it.',
  paymentFailed: 'Payment failed. No money was taken; you can try again with Pay Now on the invoice.',
  paymentExpired: 'This payment link expired before it was paid. No money was taken; you can try again with Pay Now on the invoice.',
  paidByAnotherOrder: (invoiceNo: string) =>
    `Invoice ${invoiceNo} was already paid by another payment. This payment will be refunded.`,
} as const;

/** The series of the provider's tax invoices: SUB/2627/00001. */
export const INVOICE_KIND = 'SUB';
/** GST on the provider's services. */
export const SERVICES_GST_PERCENT = 18;
/** A Pay Now order stays payable this long (PhonePe's expireAfter, seconds). */
export const ORDER_EXPIRE_AFTER_SECONDS = 20 * 60;
/** Orders still pending after this long are asked about by the reconciliation job. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;

/** Offline payments the provider records (issue 30 item 4). */
export const OFFLINE_PAYMENT_MODES = ['BANK_TRANSFER', 'UPI', 'CHEQUE'] as const;

/** The invoice lifecycle's words: offline payments, credit notes, refunds. */
export const LIFECYCLE_MESSAGES = {
  mode: 'Payment mode must be BANK_TRANSFER, UPI or CHEQUE',
  modeRequired: 'Payment mode is required',
  reference: 'Reference must be text of at most 100 characters',
  referenceRequired: 'Reference is required',
  date: 'Date must be a date written yyyy-MM-dd',
  dateRequired: 'Date is required',
  dateInFuture: 'The date cannot be in the future',
  paidBeforeInvoice: (invoiceDate: string) => `The payment date cannot be before the invoice date (${invoiceDate})`,
  nothingDue: 'Nothing is left to pay on this invoice: credit notes cover it',
  reason: 'Reason must be text of at most 300 characters',
  reasonRequired: 'Reason is required',
  lines: 'Lines must be a list of 1 to 100 invoice lines',
  lineNo: 'Line number must be a whole number from 1',
  amount: 'Amount must be a positive amount with at most 2 decimals',
  unknownLine: (lineNo: number) => `The invoice has no line ${lineNo}`,
  duplicateLine: (lineNo: number) => `Line ${lineNo} is listed twice`,
  overCredit: (lineNo: number, left: string) => `Line ${lineNo} can be credited at most ${left} more`,
  fullyCredited: 'Everything on this invoice is already credited',
  creditNoteNotFound: 'Credit note not found',
  orderNotFound: 'Payment not found',
  notDoublePayment: 'Only a second payment of an already paid invoice (a double payment) can be marked refunded',
  alreadyRefunded: 'This payment is already marked refunded',
} as const;

/** Credit notes' series: CN/2627/00001. */
export const CREDIT_NOTE_KIND = 'CN';
/** A reminder goes this many days before the due date. */
export const REMINDER_DAYS_BEFORE = 3;
