import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mutationKey, type MutationKind, type MutationKinds } from '../api/mutation-kinds';
import { accountingKeys } from '../features/accounting/api/accounting-keys';
import { catalogueKeys } from '../features/catalogue/api/catalogue-keys';
import { dashboardKeys } from '../features/dashboard/api/dashboard-keys';
import { hrmsKeys } from '../features/hrms/api/hrms-keys';
import { inventoryKeys } from '../features/inventory/api/inventory-keys';
import { partyKeys } from '../features/parties/api/party-keys';
import { salesKeys } from '../features/sales/api/sales-keys';
import { sslKeys } from '../features/ssl/api/ssl-keys';
import { invalidatedBy } from './invalidation-map';
import { createQueryClient } from './query-client';

const range = { fromDate: '2026-04-01', toDate: '2026-11-27' };
const page = { page: 0, search: '' };

/** A cached answer for each screen a write may make stale, by name. */
const screens = {
  stock: inventoryKeys.stockList({ ...page, warehouseId: 1 }),
  stockLedger: inventoryKeys.stockLedger({ ...page, warehouseId: 1 }),
  posContext: salesKeys.context(1),
  invoices: salesKeys.invoiceList(page),
  customers: partyKeys.list('customer', page),
  suppliers: partyKeys.list('supplier', page),
  trialBalance: accountingKeys.report('trial-balance', range),
  profitAndLoss: accountingKeys.report('profit-and-loss', range),
  balanceSheet: accountingKeys.report('balance-sheet', range),
  ledger: accountingKeys.ledger(7, range, 0),
  accountingDashboard: accountingKeys.dashboard(),
  accounts: accountingKeys.accountList(page),
  accountOptions: accountingKeys.accountOptions(['CASH', 'BANK']),
  posDashboard: dashboardKeys.pos(range),
  providerDashboard: dashboardKeys.provider(),
  purchaseOrders: inventoryKeys.orderList(page),
  warehouses: inventoryKeys.warehouseList(page),
  products: catalogueKeys.productList(page),
  hrmsSetting: hrmsKeys.setting(),
  sslDomains: sslKeys.domainList(page),
} satisfies Record<string, QueryKey>;
type Screen = keyof typeof screens;

function clientWithEveryScreen(): QueryClient {
  const client = createQueryClient();
  for (const key of Object.values(screens)) client.setQueryData(key, { cached: true });
  return client;
}

function staleScreens(client: QueryClient): Screen[] {
  return (Object.keys(screens) as Screen[]).filter((name) => client.getQueryState(screens[name])?.isInvalidated).sort();
}

/** Runs a write of that kind through the console's query client, as a mutation hook does. */
async function write<K extends MutationKind>(client: QueryClient, kind: K, params: MutationKinds[K], outcome: 'success' | 'error' = 'success') {
  const observer = new MutationObserver(client, {
    mutationKey: mutationKey(kind, ...params),
    mutationFn: async () => {
      if (outcome === 'error') throw new Error('refused');
      return { data: null, message: 'Saved' };
    },
  });
  await observer.mutate(undefined).catch(() => undefined);
}

const ACCOUNTING: Screen[] = ['accountOptions', 'accounts', 'accountingDashboard', 'balanceSheet', 'ledger', 'profitAndLoss', 'trialBalance'];

describe('the invalidation map', () => {
  it('a sale makes stock, sales, customers, every accounting report and the dashboards stale, and nothing else', async () => {
    const client = clientWithEveryScreen();
    await write(client, 'sales.checkout', []);
    expect(staleScreens(client)).toEqual(
      ([...ACCOUNTING, 'stock', 'stockLedger', 'posContext', 'invoices', 'customers', 'posDashboard', 'providerDashboard'] as Screen[]).sort(),
    );
  });

  it('a credit note and a customer receipt refresh what a sale does: they post journals too', async () => {
    const sale = clientWithEveryScreen();
    await write(sale, 'sales.checkout', []);
    for (const kind of ['sales.credit-note', 'parties.customer-receipt'] as const) {
      const client = clientWithEveryScreen();
      await write(client, kind, []);
      expect(staleScreens(client)).toEqual(staleScreens(sale));
    }
  });

  it('a purchase payment and a receipt of goods refresh the books, the orders, stock and the dashboards', async () => {
    for (const kind of ['inventory.purchase-order.payment', 'inventory.purchase-order.receive', 'inventory.stock-entry'] as const) {
      const client = clientWithEveryScreen();
      await write(client, kind, []);
      expect(staleScreens(client)).toEqual(
        ([...ACCOUNTING, 'purchaseOrders', 'stock', 'stockLedger', 'posDashboard', 'providerDashboard'] as Screen[]).sort(),
      );
    }
  });

  it('a write of one kind refreshes its own screens only', async () => {
    const client = clientWithEveryScreen();
    await write(client, 'parties.save', ['supplier']);
    expect(staleScreens(client)).toEqual(['suppliers']);
    const another = clientWithEveryScreen();
    await write(another, 'inventory.stock.transfer', []);
    expect(staleScreens(another)).toEqual(['stock', 'stockLedger']); // a transfer posts no journal
  });

  it('a refused write refreshes nothing, except where a refusal may have changed state (SSL)', async () => {
    const client = clientWithEveryScreen();
    await write(client, 'sales.checkout', [], 'error');
    expect(staleScreens(client)).toEqual([]);
    await write(client, 'ssl.verify', [], 'error');
    expect(staleScreens(client)).toEqual(['sslDomains']);
  });

  it('reads parameters from the mutation key and the variables', () => {
    expect(invalidatedBy(mutationKey('accounting.attachment.delete', 'EXPENSE', 12), 3, 'success')).toEqual([
      accountingKeys.attachments('EXPENSE', 12),
      accountingKeys.records('expense'),
    ]);
    expect(invalidatedBy(mutationKey('services.api-key.reveal'), { id: 5, password: 'secret' }, 'error')).toEqual([['services', 'api-key-history', 5]]);
    expect(invalidatedBy(['not-a-kind'], undefined, 'success')).toEqual([]);
    expect(invalidatedBy(undefined, undefined, 'success')).toEqual([]);
  });
});
