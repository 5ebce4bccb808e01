import type { BreadcrumbLevel } from '../shared/page-frame';

/** Routes whose module is not built yet; each renders <NotAvailableYet /> with its real title. */
export interface UnbuiltArea {
  path: string;
  title: string;
  parent?: BreadcrumbLevel;
  superAdminOnly?: boolean;
}

const ACCOUNT: BreadcrumbLevel = { title: 'Account', path: '/account/dashboard' };
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
  { path: 'personal-profile', title: 'Personal Profile' },
  { path: 'developer', title: 'Developer' },
  { path: 'ssl', title: 'SSL' },
  { path: 'hrms/settings', title: 'Settings', parent: HRMS },
  { path: 'hrms/employees', title: 'Employees', parent: HRMS },
  { path: 'hrms/attendance', title: 'Attendance', parent: HRMS },
  { path: 'whatsapp', title: 'WhatsApp', superAdminOnly: true },
  { path: 'account/dashboard', title: 'Account Dashboard', parent: ACCOUNT },
  { path: 'account/accounts', title: 'Chart of Accounts', parent: ACCOUNT },
  { path: 'account/EXPENSE', title: 'Expense', parent: ACCOUNT },
  { path: 'account/income', title: 'Income', parent: ACCOUNT },
  // The spec shows the account dashboard for transactions and reports.
  { path: 'account/transactions', title: 'Account Dashboard', parent: ACCOUNT },
  { path: 'account/reports', title: 'Account Dashboard', parent: ACCOUNT },
  { path: 'account/settings', title: 'Financial Year', parent: ACCOUNT },
  { path: 'inventory/warehouse', title: 'Warehouse', parent: INVENTORY },
  { path: 'inventory/purchase-order', title: 'Purchase Order', parent: INVENTORY },
];
