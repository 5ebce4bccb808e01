import { useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { partyKeys } from './party-keys';

/** While the next page or search loads, the page on screen stays, but never one of another party. */
const sameParty = (partyId: number | null) => <T,>(previous: T | undefined, query?: { queryKey: readonly unknown[] }) =>
  query?.queryKey[3] === partyId ? previous : undefined;

/** GET /api/erp/customer-receipt?customerId=: one customer's receipts, newest first, searchable by number, note or invoice. */
export function useCustomerReceiptsQuery(customerId: number | null, request: PageRequest) {
  return useQuery({
    queryKey: partyKeys.receipts(customerId ?? 0, request),
    queryFn: () => apiGet('/api/erp/customer-receipt', { ...toPageQuery(request), customerId: customerId! }),
    placeholderData: sameParty(customerId),
    enabled: customerId !== null,
  });
}

/** GET /api/erp/opening-balance/supplier-payment?supplierId=: what was paid to one supplier against its opening balance. */
export function useSupplierOpeningPaymentsQuery(supplierId: number | null, request: PageRequest) {
  return useQuery({
    queryKey: partyKeys.openingPayments(supplierId ?? 0, request),
    queryFn: () => apiGet('/api/erp/opening-balance/supplier-payment', { ...toPageQuery(request), supplierId: supplierId! }),
    placeholderData: sameParty(supplierId),
    enabled: supplierId !== null,
  });
}
