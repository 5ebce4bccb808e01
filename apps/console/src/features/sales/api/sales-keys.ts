import type { PageRequest } from '../../../api';

/** Query keys for POS sales: invalidate `all` after a checkout (stock, invoices and the dashboard change). */
export const salesKeys = {
  all: ['sales'] as const,
  context: (warehouseId?: number | null) => [...salesKeys.all, 'context', warehouseId ?? 'default'] as const,
  invoices: () => [...salesKeys.all, 'invoices'] as const,
  invoiceList: (request: PageRequest) => [...salesKeys.invoices(), 'list', request] as const,
  invoice: (id: number) => [...salesKeys.invoices(), 'detail', id] as const,
  /** A GST return's on-screen summary: changes with every sale, credit note, receipt of stock and expense with GST. */
  gstReturns: () => [...salesKeys.all, 'gst-return'] as const,
  gstReturn: (form: 'gstr1' | 'gstr3b', month: string) => [...salesKeys.gstReturns(), form, month] as const,
};
