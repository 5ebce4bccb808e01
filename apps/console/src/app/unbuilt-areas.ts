import type { BreadcrumbLevel } from '../shared/page-frame';

/** Routes whose module is not built yet; each renders <NotAvailableYet /> with its real title. */
export interface UnbuiltArea {
  path: string;
  title: string;
  parent?: BreadcrumbLevel;
  superAdminOnly?: boolean;
}

const CATALOG: BreadcrumbLevel = { title: 'Catalog' };
const ENTITIES: BreadcrumbLevel = { title: 'Entities' };
const HRMS: BreadcrumbLevel = { title: 'HRMS' };
const INVENTORY: BreadcrumbLevel = { title: 'Inventory' };

export const UNBUILT_AREAS: UnbuiltArea[] = [
  { path: 'logs', title: 'API Logs' },
  { path: 'services', title: 'Services' },
  { path: 'billing', title: 'Billing' },
  { path: 'category', title: 'Category', parent: CATALOG },
  { path: 'product', title: 'Product', parent: CATALOG },
  { path: 'supplier', title: 'Supplier', parent: ENTITIES },
  { path: 'customer', title: 'Customer', parent: ENTITIES },
  { path: 'sales', title: 'Sales' },
  { path: 'developer', title: 'Developer' },
  { path: 'ssl', title: 'SSL' },
  { path: 'hrms/settings', title: 'Settings', parent: HRMS },
  { path: 'hrms/employees', title: 'Employees', parent: HRMS },
  { path: 'hrms/attendance', title: 'Attendance', parent: HRMS },
  { path: 'whatsapp', title: 'WhatsApp', superAdminOnly: true },
  { path: 'inventory/warehouse', title: 'Warehouse', parent: INVENTORY },
  { path: 'inventory/purchase-order', title: 'Purchase Order', parent: INVENTORY },
];
