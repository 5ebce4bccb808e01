import type { PageRequest } from '../../../api';
import type { StockLedgerRequest } from './inventory-types';

/** Query keys for warehouses, purchase orders, stock and trade settings. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  warehouses: () => [...inventoryKeys.all, 'warehouses'] as const,
  warehouseList: (request: PageRequest) => [...inventoryKeys.warehouses(), 'list', request] as const,
  warehouseOptions: () => [...inventoryKeys.warehouses(), 'options'] as const,
  orders: () => [...inventoryKeys.all, 'orders'] as const,
  orderList: (request: PageRequest) => [...inventoryKeys.orders(), 'list', request] as const,
  order: (id: number) => [...inventoryKeys.orders(), 'detail', id] as const,
  stock: () => [...inventoryKeys.all, 'stock'] as const,
  stockList: (request: PageRequest & { warehouseId?: number }) => [...inventoryKeys.stock(), request] as const,
  stockLedger: (request: StockLedgerRequest) => [...inventoryKeys.stock(), 'ledger', request] as const,
  settings: () => [...inventoryKeys.all, 'settings'] as const,
  transporters: () => [...inventoryKeys.all, 'transporters'] as const,
  transporterList: (request: PageRequest) => [...inventoryKeys.transporters(), 'list', request] as const,
};
