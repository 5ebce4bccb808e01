import type { BodyOf, Schemas } from '@bizdesk/api-client';

export type PartyBlock = Schemas['PartyBlock'];

export type SaleLine = Schemas['SaleLineView'];

export type HsnSummaryRow = Schemas['HsnSummaryView'];

export type SaleInvoice = Schemas['SaleInvoiceView'];

export type SaleInvoiceRow = Schemas['SaleInvoiceRowView'];

export type PosContext = Schemas['PosContextView'];

export type PaymentMode = 'CASH' | 'BANK' | 'CREDIT';

/** Generated from the server's DTO. */
export type CheckoutRequest = BodyOf<'/api/erp/sale-invoice', 'post'>;
