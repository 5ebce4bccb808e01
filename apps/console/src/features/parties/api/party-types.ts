import type { BodyOf, Schemas } from '@bizdesk/api-client';

/** Customers and suppliers share one shape (spec: "same layout"). */
export type PartyKind = 'customer' | 'supplier';

/** A customer or supplier as the API answers it (generated from the server's PartyView). */
export type Party = Schemas['PartyView'];

/** A party in a select (with what a sale needs: state, GSTIN, credit). */
export type PartyOption = Schemas['PartyOption'];

/** Generated from the server's DTO. */
export type PartySaveRequest = BodyOf<'/api/erp/customer', 'post'>;

export type StateOption = Schemas['StateOption'];

/** POST /api/erp/customer-receipt and its answer. */
export type CustomerReceiptRequest = BodyOf<'/api/erp/customer-receipt', 'post'>;

/** POST /api/erp/opening-balance/supplier-payment: a payment against a supplier's opening balance. */
export type SupplierOpeningPaymentRequest = BodyOf<'/api/erp/opening-balance/supplier-payment', 'post'>;

/** A customer's receipt with what it was set against (the opening balance, invoices). */
export type CustomerReceipt = Schemas['ReceiptView'];

/** A payment to a supplier against its opening balance. */
export type SupplierOpeningPayment = Schemas['SupplierOpeningPaymentView'];

export const PARTY_LABELS: Record<PartyKind, { title: string; singular: string }> = {
  customer: { title: 'Customer', singular: 'customer' },
  supplier: { title: 'Supplier', singular: 'supplier' },
};
