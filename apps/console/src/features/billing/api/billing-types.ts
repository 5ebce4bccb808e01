import type { Schemas } from '@bizdesk/api-client';

/** What the billing API answers, from the generated client (never hand-written). */
export type Invoice = Schemas['InvoiceView'];
export type InvoiceDetails = Schemas['InvoiceDetailsView'];
export type PaymentLink = Schemas['PaymentLinkView'];
export type PaymentStatus = Schemas['PaymentStatusView'];
export type BillingRun = Schemas['BillingRunView'];
export type SupportContact = Schemas['SupportContactView'];
export type CreditNote = Schemas['CreditNoteView'];
export type CreditNoteDetails = Schemas['CreditNoteDetailsView'];
export type DoublePayment = Schemas['DoublePaymentView'];
export type OfflinePaymentRequest = Schemas['OfflinePaymentDto'];
export type CreditNoteRequest = Schemas['CreditNoteDto'];
export type RefundRequest = Schemas['RefundDto'];
