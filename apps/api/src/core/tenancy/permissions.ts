import { SetMetadata } from '@nestjs/common';

/**
 * What a company route needs from its caller's role. One word per area and access; the table that says
 * which role holds which permission lives with the roles (docs/roles.md and the auth module), so a route
 * only says what it does, never who may do it.
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

export const REQUIRED_PERMISSION = 'bizdesk:required-permission';

/** The permission a company route needs (checked against the role in the caller's session). */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);
