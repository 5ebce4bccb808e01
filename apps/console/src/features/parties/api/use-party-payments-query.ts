import { type PageRequest } from '../../../api';
import { partyKeys } from './party-keys';
import { usePageQuery } from '../../../shared/use-page-query';

/** GET /api/erp/customer-receipt?customerId=: one customer's receipts, newest first, searchable by number, note or invoice. */
export function useCustomerReceiptsQuery(customerId: number, request: PageRequest) {
  // The page on screen stays while the next loads; the list mounts per party, so it is never another party's.
  return usePageQuery(partyKeys.receipts(customerId, request), '/api/erp/customer-receipt', request, { filters: { customerId } });
}

/** GET /api/erp/opening-balance/supplier-payment?supplierId=: what was paid to one supplier against its opening balance. */
export function useSupplierOpeningPaymentsQuery(supplierId: number, request: PageRequest) {
  return usePageQuery(partyKeys.openingPayments(supplierId, request), '/api/erp/opening-balance/supplier-payment', request, { filters: { supplierId } });
}
