import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { partyKeys } from './party-keys';

/** GET /api/erp/customer-receipt?customerId=: one customer's receipts, newest first, searchable by number, note or invoice. */
export function useCustomerReceiptsQuery(customerId: number, request: PageRequest) {
  return useQuery({
    queryKey: partyKeys.receipts(customerId, request),
    queryFn: () => apiGet('/api/erp/customer-receipt', { ...toPageQuery(request), customerId }),
    // The page on screen stays while the next loads; the list mounts per party, so it is never another party's.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/erp/opening-balance/supplier-payment?supplierId=: what was paid to one supplier against its opening balance. */
export function useSupplierOpeningPaymentsQuery(supplierId: number, request: PageRequest) {
  return useQuery({
    queryKey: partyKeys.openingPayments(supplierId, request),
    queryFn: () => apiGet('/api/erp/opening-balance/supplier-payment', { ...toPageQuery(request), supplierId }),
    // The page on screen stays while the next loads; the list mounts per party, so it is never another party's.
    placeholderData: keepPreviousData,
  });
}
