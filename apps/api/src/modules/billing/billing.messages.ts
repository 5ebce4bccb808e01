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
