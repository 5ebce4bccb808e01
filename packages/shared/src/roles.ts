/**
 * Company roles and what each may do: the one table the API enforces (core/tenancy/permissions.ts reads it in
 * the request's route rules) and the console uses to hide what a role cannot do. Documented in docs/roles.md.
 *
 * Areas:
 * - `company`: the company profile and settings; `users`: the company's logins and roles; `audit`: the activity log
 * - `accounting`: chart of accounts, expenses, income, financial years, journals, reports, opening balances
 * - `gst`: GST returns and compliance files
 * - `customers`, `suppliers`: the parties
 * - `catalogue`: products, categories, masters; `inventory`: warehouses, stock, stock entries, inventory settings
 * - `purchases`: purchase orders and their payments
 * - `sales`: POS sales, invoices, credit notes, customer receipts
 * - `hrms`: employees, shifts, holidays, attendance, devices, leave
 * - `services`: subscriptions, SSL, API keys and API logs; `billing`: the provider's invoices to the company
 * - `dashboard`: the company dashboard
 */
export const PERMISSION_AREAS = [
  'company', 'users', 'audit', 'accounting', 'gst', 'customers', 'suppliers', 'catalogue', 'inventory',
  'purchases', 'sales', 'hrms', 'services', 'billing', 'dashboard',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
/** `read` answers without changing anything; `write` creates, edits, deletes, or sends money on its way. */
export type Permission = `${PermissionArea}.${'read' | 'write'}`;

export const COMPANY_ROLES = ['OWNER', 'ACCOUNTANT', 'CASHIER', 'HR', 'VIEWER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}

const read = (...areas: PermissionArea[]): Permission[] => areas.map((a) => `${a}.read` as Permission);
const readWrite = (...areas: PermissionArea[]): Permission[] => areas.flatMap((a) => [`${a}.read`, `${a}.write`] as Permission[]);

/**
 * Which role holds which permission. Whether the company subscribes to the application (POS, HRMS, SSL) is
 * checked apart, for every role alike (SubscribedApplication), so VIEWER "reads everything the company
 * subscribes to" with every read but the owner's own (users, audit).
 */
export const ROLE_PERMISSIONS: Readonly<Record<CompanyRole, readonly Permission[]>> = {
  OWNER: readWrite(...PERMISSION_AREAS),
  ACCOUNTANT: [
    ...readWrite('accounting', 'gst', 'customers', 'suppliers', 'purchases'),
    ...read('company', 'catalogue', 'inventory', 'sales', 'billing', 'dashboard'),
  ],
  CASHIER: [...readWrite('sales', 'customers'), ...read('catalogue', 'inventory')],
  HR: readWrite('hrms'),
  VIEWER: read(...PERMISSION_AREAS.filter((a) => a !== 'users' && a !== 'audit')),
};

export const ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  OWNER: 'Owner', ACCOUNTANT: 'Accountant', CASHIER: 'Cashier', HR: 'HR', VIEWER: 'Viewer',
};

export function roleHasPermission(role: CompanyRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
