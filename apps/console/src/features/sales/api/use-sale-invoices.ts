import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, resolvePath, toPageQuery, type PagedList, type PageRequest } from '../../../api';
import { salesKeys } from './sales-keys';
import type { SaleInvoice, SaleInvoiceRow } from './sales-types';

/** GET /api/erp/sale-invoice: one page of invoices. */
export function useSaleInvoicesQuery(request: PageRequest, enabled = true) {
  return useQuery({
    queryKey: salesKeys.invoiceList(request),
    queryFn: () => apiGet<PagedList<SaleInvoiceRow>>('/api/erp/sale-invoice', toPageQuery(request)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/erp/sale-invoice/{id}: the printable invoice. */
export function useSaleInvoiceQuery(id: number | null) {
  return useQuery({
    queryKey: salesKeys.invoice(id ?? 0),
    queryFn: () => apiGet<SaleInvoice>(resolvePath('/api/erp/sale-invoice/{id}', { id: id ?? 0 })),
    enabled: !!id,
  });
}
