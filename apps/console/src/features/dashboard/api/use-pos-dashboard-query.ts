import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { dashboardKeys } from './dashboard-keys';

export interface PosDashboard {
  fromDate: string;
  toDate: string;
  categories: number;
  products: number;
  customers: number;
  sales: string;
  salesCount: number;
  tax: string;
  purchase: string;
  purchaseCount: number;
  recentOrders: { id: number; customerName: string; invoiceNumber: string; invoiceDate: string; amount: string }[];
  topSellingProducts: { productId: number; productName: string; sp: string; totalSales: string; totalAmount: string }[];
}

/** GET /api/erp/dashboard/pos for the chosen range (permission 3 only). */
export function usePosDashboardQuery(range: { fromDate: string; toDate: string }, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.pos(range),
    queryFn: () => apiGet<PosDashboard>('/api/erp/dashboard/pos', range),
    enabled,
  });
}
