import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, resolvePath, toPageQuery, type PageRequest } from '../../../api';
import { salesKeys } from './sales-keys';

/** GET /api/erp/sale-invoice: one page of invoices. */
export function useSaleInvoicesQuery(request: PageRequest, enabled = true) {
  return useQuery({
    queryKey: salesKeys.invoiceList(request),
    queryFn: () => apiGet('/api/erp/sale-invoice', toPageQuery(request)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/erp/sale-invoice/{id}/printable: the invoice as printed (seller contact, bank, UPI, units, payment mode). */
export function useSaleInvoiceQuery(id: number | null) {
  return useQuery({
    queryKey: salesKeys.invoice(id ?? 0),
    queryFn: () => apiGet(resolvePath('/api/erp/sale-invoice/{id}/printable', { id: id ?? 0 })),
    enabled: !!id,
  });
}
