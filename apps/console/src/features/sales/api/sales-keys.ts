import type { PageRequest } from '../../../api';

/** Query keys for POS sales: invalidate `all` after a checkout (stock, invoices and the dashboard change). */
export const salesKeys = {
  all: ['sales'] as const,
  context: (warehouseId?: number | null) => [...salesKeys.all, 'context', warehouseId ?? 'default'] as const,
  invoices: () => [...salesKeys.all, 'invoices'] as const,
  invoiceList: (request: PageRequest) => [...salesKeys.invoices(), 'list', request] as const,
  invoice: (id: number) => [...salesKeys.invoices(), 'detail', id] as const,
};
