import type { BodyOf, Schemas } from '@bizdesk/api-client';

export type PartyBlock = Schemas['PartyBlock'];

export type SaleLine = Schemas['SaleLineView'];

export type HsnSummaryRow = Schemas['HsnSummaryView'];

export type SaleInvoice = Schemas['SaleInvoiceView'];
/** The invoice as printed and shared: with the seller's contact, bank and UPI, the customer's phone and the UPI link. */
export type PrintableSaleInvoice = Schemas['PrintableSaleInvoiceView'];
export type ShareLink = Schemas['ShareLinkView'];

export type SaleInvoiceRow = Schemas['SaleInvoiceRowView'];

/** Generated from the server's DTO. */
export type CheckoutRequest = BodyOf<'/api/erp/sale-invoice', 'post'>;

/** How a POS sale is paid (CREDIT: on the customer's account). */
export type PaymentMode = NonNullable<CheckoutRequest['paymentMode']>;

export type CreditNoteRequest = BodyOf<'/api/erp/credit-note', 'post'>;
