import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MutationKind, MutationKinds } from '../api/mutation-kinds';
import { accountingKeys } from '../features/accounting/api/accounting-keys';
import { billingKeys } from '../features/billing/api/billing-keys';
import { catalogueKeys } from '../features/catalogue/api/catalogue-keys';
import { companyKeys } from '../features/companies/api/company-keys';
import { dashboardKeys } from '../features/dashboard/api/dashboard-keys';
import { hrmsKeys } from '../features/hrms/api/hrms-keys';
import { leaveKeys } from '../features/hrms/leave/leave-api';
import { inventoryKeys } from '../features/inventory/api/inventory-keys';
import { partyKeys } from '../features/parties/api/party-keys';
import { profileKeys } from '../features/profiles/api/profile-keys';
import { salesKeys } from '../features/sales/api/sales-keys';
import { activityKeys } from '../features/activity/api/activity-keys';
import { sessionKeys } from '../features/sessions/api/session-keys';
import { servicesKeys } from '../features/services/api/services-keys';
import { sslKeys } from '../features/ssl/api/ssl-keys';
import { usersKeys } from '../features/users/api/users-keys';

/**
 * Which cached queries each kind of write makes stale: the one place that says it (issue 25 item 2). A key
 * invalidates every query it prefixes. The query client (query-client.ts) applies the entry of a mutation's
 * kind (its mutationKey, api/mutation-kinds.ts) when the write succeeds, and also when it fails for the entries
 * marked `evenOnError` (the server may have changed state before refusing: a subscription, a verification).
 */
export interface Invalidation<K extends MutationKind> {
  keys: (params: MutationKinds[K], variables: unknown) => QueryKey[];
  evenOnError?: true;
}

/** A journal was posted: every report (trial balance, P&L, balance sheet, ledgers, the accounting dashboard) and the accounts. */
const ACCOUNTING_POSTED: QueryKey[] = [accountingKeys.reports(), accountingKeys.accounts()];

/** A sale or its settlement: invoices, the POS context and stock, customers' outstanding, the books and the dashboards. */
const SALE_CHANGED: QueryKey[] = [salesKeys.all, inventoryKeys.stock(), partyKeys.kind('customer'), ...ACCOUNTING_POSTED, dashboardKeys.all];

/** Goods bought, received or paid for: orders, stock, the books (receipt and payment post journals) and the dashboards' purchase figures. */
const PURCHASE_CHANGED: QueryKey[] = [inventoryKeys.orders(), inventoryKeys.stock(), ...ACCOUNTING_POSTED, dashboardKeys.all, salesKeys.gstReturns()];

const nothing = (): QueryKey[] => [];
const always = (...keys: QueryKey[]) => (): QueryKey[] => keys;
/** A refused SSL write may still have changed what the panels show (a failed validation is recorded). */
const ssl: Invalidation<MutationKind> = { keys: always(sslKeys.all), evenOnError: true };

export const INVALIDATION_MAP: { [K in MutationKind]: Invalidation<K> } = {
  'auth.login': { keys: nothing },
  'auth.signup': { keys: nothing },
  'auth.change-password': { keys: nothing },
  'auth.forgot-password': { keys: nothing },
  'auth.reset-password': { keys: nothing },
  'auth.refresh-menu': { keys: nothing },
  // The ended session leaves the list; the activity log gains its row.
  'auth.session.end': { keys: always(sessionKeys.all, activityKeys.all) },
  'companies.save': { keys: always(companyKeys.lists()) },
  'users.invite': { keys: always(usersKeys.all) },
  'users.resend': { keys: always(usersKeys.all) },
  'users.update': { keys: always(usersKeys.all) },
  'companies.update-profile': { keys: always(companyKeys.profile()) },
  // The printed invoice shows them: both the details and the open invoices go stale.
  'profiles.invoice-details.save': { keys: always(['invoice-details'], salesKeys.invoices()) },
  'profiles.invoice-details.logo': { keys: always(['invoice-details'], salesKeys.invoices()), evenOnError: true },
  'services.subscribe': { keys: always(servicesKeys.all), evenOnError: true },
  'services.update': { keys: always(servicesKeys.list(), [...servicesKeys.all, 'price-history']), evenOnError: true },
  'services.spending-alert': { keys: always([...servicesKeys.all, 'usage']), evenOnError: true },
  'services.api-key.create': { keys: always(servicesKeys.keys()), evenOnError: true },
  'services.api-key.reveal': { keys: (_, body) => { const id = (body as { id?: unknown } | undefined)?.id; return typeof id === 'number' ? [servicesKeys.keyHistory(id)] : []; }, evenOnError: true },
  'services.api-key.toggle': { keys: always(servicesKeys.all), evenOnError: true },
  'services.api-key.rotate': { keys: always(servicesKeys.all), evenOnError: true },
  'services.api-key.origins': { keys: always(servicesKeys.all), evenOnError: true },
  'hrms.master.save': { keys: ([kind]) => [hrmsKeys.masters(kind)] },
  // The day rules read the settings: every computed day may change.
  'hrms.setting.save': { keys: always(hrmsKeys.setting(), hrmsKeys.attendance()) },
  'hrms.shift.save': { keys: always(hrmsKeys.shifts()) },
  'hrms.holiday.save': { keys: always(hrmsKeys.holidays()) },
  'hrms.holiday.delete': { keys: always(hrmsKeys.holidays()) },
  'hrms.device.save': { keys: always(hrmsKeys.devices()) },
  'hrms.device.unlock': { keys: always(hrmsKeys.devices()) },
  'hrms.attendance.mark': { keys: always(hrmsKeys.attendance(), hrmsKeys.all) },
  'hrms.attendance.unmark': { keys: always(hrmsKeys.attendance(), hrmsKeys.all) },
  'hrms.attendance.lock': { keys: always(hrmsKeys.all) },
  'hrms.leave.type.save': { keys: always(leaveKeys.all) },
  'hrms.leave.type.delete': { keys: always(leaveKeys.all) },
  'hrms.leave.allocate': { keys: always(leaveKeys.all) },
  'hrms.leave.apply': { keys: always(leaveKeys.all) },
  // An approved or cancelled application changes the attendance of its days (L in the grid, the summary).
  'hrms.leave.decide': { keys: always(leaveKeys.all, hrmsKeys.attendance()) },
  'hrms.attendance.unlock': { keys: always(hrmsKeys.all) },
  'hrms.unmatched.assign': { keys: always(hrmsKeys.unmatched(), hrmsKeys.attendance(), hrmsKeys.employees(), hrmsKeys.all) },
  'hrms.employee.save': { keys: always(hrmsKeys.employees()) },
  'hrms.employee.toggle': { keys: always(hrmsKeys.employees()) },
  'hrms.face.enrol': { keys: ([employeeId]) => [hrmsKeys.employeeFace(employeeId)] },
  'hrms.face.remove': { keys: ([employeeId]) => [hrmsKeys.employeeFace(employeeId)] },
  'parties.save': { keys: ([kind]) => [partyKeys.kind(kind)] },
  'parties.delete': { keys: ([kind]) => [partyKeys.kind(kind)] },
  // A receipt settles invoices (their balance due) and posts a journal.
  'parties.customer-receipt': { keys: always(...SALE_CHANGED) },
  // A payment against a supplier's opening balance: its outstanding, and the ledger (Payable, Cash/Bank).
  'parties.supplier-opening-payment': { keys: always(partyKeys.kind('supplier'), accountingKeys.all) },
  'profiles.save': { keys: always(profileKeys.all) },
  'billing.pay': { keys: nothing }, // leaves for the payment page, which refreshes billing when the payment ends
  'billing.run': { keys: nothing }, // the run's query refreshes the invoices when the run is done
  // An invoice paid offline, credited or refunded: its status, amount due, credit notes and double payments.
  'billing.offline-payment': { keys: always(billingKeys.all) },
  'billing.credit-note': { keys: always(billingKeys.all) },
  'billing.refund': { keys: always(billingKeys.all) },
  'accounting.attachment.upload': { keys: ([module, referenceId]) => attachmentChanged(module, referenceId) },
  'accounting.attachment.delete': { keys: ([module, referenceId]) => attachmentChanged(module, referenceId) },
  'accounting.category.save': { keys: ([kind]) => [accountingKeys.categories(kind), accountingKeys.records(kind)] },
  'accounting.account.save': { keys: always(accountingKeys.accounts(), accountingKeys.reports()) },
  'accounting.account.delete': { keys: always(accountingKeys.accounts()) },
  'accounting.year.save': { keys: always(accountingKeys.years(), accountingKeys.reports(), accountingKeys.histories()) },
  // Opening balances touch the ledger, the parties' outstanding and the stock (issue 27).
  'accounting.opening-balance.save': { keys: always(accountingKeys.all, partyKeys.all, inventoryKeys.all) },
  // An expense with GST is in GSTR-3B table 4.
  'accounting.record.save': { keys: ([kind]) => [accountingKeys.records(kind), accountingKeys.reports(), accountingKeys.histories(), salesKeys.gstReturns()] },
  'accounting.record.delete': { keys: ([kind]) => [accountingKeys.records(kind), accountingKeys.reports(), accountingKeys.histories(), salesKeys.gstReturns()] },
  'inventory.warehouse.save': { keys: always(inventoryKeys.warehouses()) },
  'inventory.delete': { keys: ([kind]) => [kind === 'warehouse' ? inventoryKeys.warehouses() : inventoryKeys.orders()] },
  'inventory.settings.save': { keys: always(inventoryKeys.settings()) },
  'inventory.transporter.save': { keys: always(inventoryKeys.transporters()) },
  'inventory.transporter.delete': { keys: always(inventoryKeys.transporters()) },
  'inventory.purchase-order.save': { keys: always(...PURCHASE_CHANGED) },
  'inventory.purchase-order.receive': { keys: always(...PURCHASE_CHANGED) },
  'inventory.purchase-order.payment': { keys: always(...PURCHASE_CHANGED) },
  'inventory.stock-entry': { keys: always(...PURCHASE_CHANGED) },
  'inventory.stock.transfer': { keys: always(inventoryKeys.stock()) }, // stock documents post no journal
  'inventory.stock.adjustment': { keys: always(inventoryKeys.stock()) },
  'catalogue.category.save': { keys: always(catalogueKeys.categories()) },
  'catalogue.product.save': { keys: always(catalogueKeys.products()) },
  'catalogue.delete': { keys: always(catalogueKeys.all) },
  'sales.checkout': { keys: always(...SALE_CHANGED) },
  'sales.credit-note': { keys: always(...SALE_CHANGED) },
  'sales.irn': { keys: ([invoiceId]) => [salesKeys.invoice(invoiceId), salesKeys.invoices()] },
  'ssl.domain.save': ssl,
  'ssl.domain.delete': ssl,
  'ssl.verification.start': ssl,
  'ssl.verify': ssl,
  'ssl.delegation.check': ssl,
  'ssl.certificate.request': ssl,
  'ssl.certificate.revoke': ssl,
};

function attachmentChanged(module: 'INCOME' | 'EXPENSE', referenceId: number): QueryKey[] {
  return [accountingKeys.attachments(module, referenceId), accountingKeys.records(module === 'EXPENSE' ? 'expense' : 'income')];
}

function isMutationKind(kind: unknown): kind is MutationKind {
  return typeof kind === 'string' && Object.hasOwn(INVALIDATION_MAP, kind);
}

/** The query keys a finished write makes stale, from its mutation key (kind, then parameters) and variables. */
export function invalidatedBy(key: QueryKey | undefined, variables: unknown, outcome: 'success' | 'error'): QueryKey[] {
  const [kind, ...params] = key ?? [];
  if (!isMutationKind(kind)) return [];
  const entry = INVALIDATION_MAP[kind] as Invalidation<MutationKind>;
  if (outcome === 'error' && !entry.evenOnError) return [];
  return entry.keys(params as MutationKinds[MutationKind], variables);
}

/** Marks them stale (refetching those on screen); resolves when the refetches are done, so the write's caller sees fresh data. */
export function invalidateAfter(queryClient: QueryClient, key: QueryKey | undefined, variables: unknown, outcome: 'success' | 'error') {
  return Promise.all(invalidatedBy(key, variables, outcome).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
