import { parsePaise } from '@bizdesk/shared';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from './trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** A small deterministic generator (mulberry32): the 200 operations are the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('perpetual inventory at moving weighted average cost (issue 27)', () => {
  let t: TestApp;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** Stock in Hand's balance on a date (trial balance), the valuation's total, and whether the trial balance balances. */
  async function books(s: Session, asOf = today) {
    const api = trade(t.http, s);
    const tb = await api.get(`/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${asOf}`);
    const row = tb.rows.find((r: { accountSubType: string }) => r.accountSubType === 'STOCK');
    const stockInHand = row ? parsePaise(row.closingDebit) - parsePaise(row.closingCredit) : 0;
    const valuation = await api.get(`/api/erp/stock/valuation?asOf=${asOf}`);
    return { balanced: tb.balanced as boolean, stockInHand, valuation: parsePaise(valuation.totalValue), rows: valuation.rows };
  }

  it("the Pune shop: Stock in Hand keeps the goods on the shelf, the sale carries its cost, the P&L shows a gross profit", async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    const supplier = (await api.supplier({ name: 'Lamington Road Traders', stateId: 27, gstin: GSTINS.MH })).id;
    const cat = (await api.category({ name: 'Electronics', taxPercent: 18, hsn: '8517' })).id;
    const phone = (await api.product(cat, { name: 'Feature Phone', mrp: '1500', pp: '1000', sp: '1043.43', priceIncludesTax: false })).id;
    const charger = (await api.product(cat, { name: 'Charger', mrp: '400', pp: '250', sp: '270', priceIncludesTax: false })).id;
    const warehouse = await api.defaultWarehouseId();
    // Received ₹81,000 taxable on a purchase order: 60 phones at 1,000 and 84 chargers at 250.
    const po = await api.post('/api/erp/purchase-order', {
      id: 0, supplierId: supplier, warehouseId: warehouse, purchaseDate: today,
      items: [{ productId: phone, quantity: 60, rate: '1000' }, { productId: charger, quantity: 84, rate: '250' }],
    });
    expect(po.taxableAmount).toBe('81000.00');
    await api.post('/api/erp/purchase-order/receive', { purchaseOrderId: po.id });
    expect(await journalOf(t.app, s.companyId, 'PURCHASE', po.id)).toEqual({
      STOCK: { debit: '81000.00', credit: '0.00' }, INPUT_GST: { debit: '14580.00', credit: '0.00' }, PAYABLE: { debit: '0.00', credit: '95580.00' },
    });
    // Sold 33 phones and 20 chargers: cost 33,000 + 5,000 = 38,000; ₹43,000 stays on the shelf.
    const sale = await api.post('/api/erp/sale-invoice', { items: [{ productId: phone, quantity: 33 }, { productId: charger, quantity: 20 }] });
    expect(sale.taxableAmount).toBe('39833.19');
    expect(await journalOf(t.app, s.companyId, 'SALE', sale.id)).toMatchObject({
      COGS: { debit: '38000.00', credit: '0.00' }, STOCK: { debit: '0.00', credit: '38000.00' },
    });
    const pl = await api.get(`/api/erp/account/reports/profit-and-loss?fromDate=${today}&toDate=${today}`);
    expect(pl.sales.total).toBe('39833.19');
    expect(pl.costOfGoodsSold.total).toBe('38000.00');
    expect(pl.grossProfit).toBe('1833.19');
    // Below the gross profit only the invoice's round off (0.17 rupees to the rupee): a profit, not the old "Net Loss".
    expect(pl.otherExpenses.lines.map((l: { name: string }) => l.name)).toEqual(['Round Off']);
    expect(pl.netProfit).toBe('1833.02');
    expect(pl.costOfGoodsSold.lines).toEqual([{ accountId: expect.any(Number), name: 'Cost of Goods Sold', accountSubType: 'COST_OF_GOODS_SOLD', amount: '38000.00' }]);
    const bs = await api.get(`/api/erp/account/reports/balance-sheet?toDate=${today}`);
    expect(bs.assets.lines).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'Stock in Hand', accountSubType: 'STOCK', amount: '43000.00' }),
      expect.objectContaining({ name: 'Input GST', amount: expect.any(String) }),
    ]));
    expect(bs.balanced).toBe(true);
    const b = await books(s);
    expect(b).toMatchObject({ balanced: true, stockInHand: 4300000, valuation: 4300000 });
    expect(b.rows).toEqual([
      { productId: charger, productName: 'Charger', warehouseId: warehouse, warehouseName: 'Main Warehouse', quantity: '64.000', averageCost: '250.00', value: '16000.00' },
      { productId: phone, productName: 'Feature Phone', warehouseId: warehouse, warehouseName: 'Main Warehouse', quantity: '27.000', averageCost: '1000.00', value: '27000.00' },
    ]);
    // Before anything was received the valuation is empty, like Stock in Hand.
    expect(await books(s, '2020-01-01')).toMatchObject({ balanced: true, stockInHand: 0, valuation: 0, rows: [] });

    // No silent negative cash (item 5): paying the supplier ₹50,000 from Cash is accepted, and the answer says where Cash stands.
    const cashAfterSale = parsePaise(sale.totalAmount);
    const paid = await t.http.post('/api/erp/purchase-order/payment').set(s.headers)
      .send({ purchaseOrderId: po.id, amount: '50000', paymentMode: 'CASH' }).expect(200);
    expect(paid.body.data).toMatchObject({ paidAmount: '50000.00', paymentStatus: 'PARTIAL' });
    const cashAccount = (await api.get('/api/erp/coa-account/select')).find((a: { name: string }) => a.name === 'Cash').id;
    const negative = (cashAfterSale - 5000000) / 100;
    expect(paid.body.data.warnings).toEqual([{ code: 'NEGATIVE_BALANCE', accountId: cashAccount, accountName: 'Cash', balance: negative.toFixed(2) }]);
    // From Bank, still in credit after a receipt into it: no warning. An expense from Cash: warned again.
    const rent = (await api.get('/api/erp/expense-category/select')).find((c: { name: string }) => c.name === 'Rent').id;
    const expense = await t.http.post('/api/erp/expense').set(s.headers).send({
      id: 0, expenseCategoryId: rent, title: 'Shop rent', amount: '1,000', expenseDate: today, paymentAccountId: cashAccount,
    }).expect(200);
    expect(expense.body.data.warnings).toEqual([
      { code: 'NEGATIVE_BALANCE', accountId: cashAccount, accountName: 'Cash', balance: (negative - 1000).toFixed(2) },
    ]);
    const income = await t.http.post('/api/erp/income').set(s.headers).send({
      id: 0, incomeCategoryId: (await api.get('/api/erp/income-category/select'))[0].id, title: 'Owner money', amount: '60000', incomeDate: today,
      receivedIntoAccountId: cashAccount,
    });
    expect(income.status).toBe(200);
    const again = await t.http.post('/api/erp/expense').set(s.headers).send({
      id: 0, expenseCategoryId: rent, title: 'Electricity', amount: '500', expenseDate: today, paymentAccountId: cashAccount,
    }).expect(200);
    expect(again.body.data.warnings).toEqual([]);
  });

  it('a company that cannot claim input GST (composition) carries the tax in the cost of its stock', async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    expect(await api.post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: false, composition: true })).toMatchObject({ collectsGst: false });
    const supplier = (await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const cat = (await api.category({ taxPercent: 18, hsn: '8517' })).id;
    const cable = (await api.product(cat, { name: 'USB Cable', mrp: '200', pp: '100', sp: '150', priceIncludesTax: false })).id;
    const warehouse = await api.defaultWarehouseId();
    const po = await api.post('/api/erp/purchase-order', {
      id: 0, supplierId: supplier, warehouseId: warehouse, purchaseDate: today, items: [{ productId: cable, quantity: 10, rate: '100' }],
    });
    expect([po.taxableAmount, po.totalAmount]).toEqual(['1000.00', '1180.00']);
    await api.post('/api/erp/purchase-order/receive', { purchaseOrderId: po.id });
    // The ₹180 of GST cannot be set off: it is part of what the goods cost, and no Input GST is booked.
    expect(await journalOf(t.app, s.companyId, 'PURCHASE', po.id)).toEqual({
      STOCK: { debit: '1180.00', credit: '0.00' }, PAYABLE: { debit: '0.00', credit: '1180.00' },
    });
    const valuation = await api.get(`/api/erp/stock/valuation?asOf=${today}`);
    expect(valuation).toMatchObject({ totalValue: '1180.00', rows: [expect.objectContaining({ productId: cable, quantity: '10.000', averageCost: '118.00' })] });
    expect(await books(s)).toMatchObject({ balanced: true, stockInHand: 118000, valuation: 118000 });
  });

  it('moves the average with each receipt, returns goods at the cost they left with, posts adjustments and corrects short sales', async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    const supplier = (await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const cat = (await api.category({ taxPercent: 5 })).id;
    const rice = (await api.product(cat, { name: 'Rice', pp: '80', sp: '110', mrp: '120' })).id;
    const main = await api.defaultWarehouseId();
    const shop = (await api.warehouse({ name: 'Shop' })).id;
    await api.stockIn(supplier, [{ productId: rice, quantity: 10, rate: '80' }]);
    await api.stockIn(supplier, [{ productId: rice, quantity: 10, rate: '86' }]);
    // Average 83.
    const sale = await api.post('/api/erp/sale-invoice', { items: [{ productId: rice, quantity: 4 }] });
    expect((await journalOf(t.app, s.companyId, 'SALE', sale.id)).COGS).toEqual({ debit: '332.00', credit: '0.00' });
    await api.stockIn(supplier, [{ productId: rice, quantity: 4, rate: '95' }]);
    // 16 at 83 + 4 at 95 = 1708 for 20: 85.40. The return comes back at 83, not 85.40.
    const note = await api.post('/api/erp/credit-note', { saleInvoiceId: sale.id, items: [{ lineNo: 1, quantity: 1 }] });
    expect(await journalOf(t.app, s.companyId, 'CREDIT_NOTE', note.id)).toMatchObject({
      STOCK: { debit: '83.00', credit: '0.00' }, COGS: { debit: '0.00', credit: '83.00' },
    });
    // A shortage of 2 at the average (1791 / 21 = 85.285714...: 170.57) to Stock Adjustments.
    const adj = await api.post('/api/erp/stock/adjustment', { warehouseId: main, reason: 'Damaged bags', items: [{ productId: rice, quantity: '-2' }] });
    expect(await journalOf(t.app, s.companyId, 'STOCK_ADJUSTMENT', adj.id)).toEqual({
      STOCK: { debit: '0.00', credit: '170.57' }, STOCK_ADJUSTMENTS: { debit: '170.57', credit: '0.00' },
    });
    // A transfer posts nothing: the cost moves with the goods.
    const trf = await api.post('/api/erp/stock/transfer', { fromWarehouseId: main, toWarehouseId: shop, items: [{ productId: rice, quantity: 5 }] });
    expect(await journalOf(t.app, s.companyId, 'STOCK_TRANSFER', trf.id)).toEqual({});
    // Selling short (allowed by the setting) books the last known cost; the next receipt corrects it.
    await api.post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: true });
    const short = await api.post('/api/erp/sale-invoice', { warehouseId: shop, items: [{ productId: rice, quantity: 8 }] });
    const cost = parsePaise((await journalOf(t.app, s.companyId, 'SALE', short.id)).COGS.debit);
    expect(cost).toBeGreaterThan(0);
    const refill = await api.stockIn(supplier, [{ productId: rice, quantity: 10, rate: '100' }], shop);
    const fix = await journalOf(t.app, s.companyId, 'PURCHASE', refill.id);
    // 3 units were sold short at the old average: they now cost 100 each. The shop ends with 7 at exactly 100.
    expect(fix.COGS.debit).not.toBe('0.00');
    const b = await books(s);
    expect(b.balanced).toBe(true);
    expect(b.valuation).toBe(b.stockInHand);
    expect(b.rows.find((r: { warehouseId: number }) => r.warehouseId === shop)).toMatchObject({ quantity: '7.000', averageCost: '100.00', value: '700.00' });
  });

  it('keeps the valuation equal to Stock in Hand and the trial balance balanced through 200 random operations', async () => {
    const s = await activeCompany(t.http);
    const api = trade(t.http, s);
    const rnd = random(27);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
    const supplier = (await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const unregistered = (await api.supplier({ stateId: 27 })).id;
    const cat = (await api.category({ taxPercent: 12 })).id;
    const products: number[] = [];
    for (let i = 0; i < 5; i++) products.push((await api.product(cat, { name: `Item ${i}`, pp: String(40 + i * 7.35), sp: String(90 + i * 3.3) })).id);
    const warehouses = [await api.defaultWarehouseId(), (await api.warehouse({ name: 'W2' })).id, (await api.warehouse({ name: 'W3' })).id];
    await api.post('/api/erp/inventory-setting', { stateId: null, allowNegativeStock: true });
    const invoices: number[] = [];
    const qty = () => (Math.floor(rnd() * 9000) + 1) / 1000 + Math.floor(rnd() * 6);
    for (let op = 0; op < 200; op++) {
      const kind = rnd();
      const product = pick(products);
      const warehouse = pick(warehouses);
      if (kind < 0.3) {
        await api.stockIn(rnd() < 0.8 ? supplier : unregistered, [
          { productId: product, quantity: qty().toFixed(3), rate: (10 + rnd() * 200).toFixed(2) },
          { productId: pick(products), quantity: qty().toFixed(3), rate: (10 + rnd() * 200).toFixed(2) },
        ], warehouse);
      } else if (kind < 0.6) {
        const inv = await api.post('/api/erp/sale-invoice', {
          warehouseId: warehouse, items: [{ productId: product, quantity: qty().toFixed(3) }, { productId: pick(products), quantity: 1 }],
        });
        invoices.push(inv.id);
      } else if (kind < 0.72 && invoices.length > 0) {
        const id = pick(invoices);
        const res = await t.http.post('/api/erp/credit-note').set(s.headers).send({ saleInvoiceId: id, items: [{ lineNo: 2, quantity: 1 }] });
        expect([200, 400]).toContain(res.status);
      } else if (kind < 0.86) {
        await api.post('/api/erp/stock/adjustment', {
          warehouseId: warehouse, reason: 'Count', items: [{ productId: product, quantity: (rnd() < 0.5 ? '-' : '') + qty().toFixed(3) }],
        });
      } else {
        const to = pick(warehouses.filter((w) => w !== warehouse));
        await api.post('/api/erp/stock/transfer', { fromWarehouseId: warehouse, toWarehouseId: to, items: [{ productId: product, quantity: qty().toFixed(3) }] });
      }
      if (op % 50 === 49) {
        const b = await books(s);
        expect({ op, balanced: b.balanced, valuation: b.valuation }).toEqual({ op, balanced: true, valuation: b.stockInHand });
      }
    }
    const end = await books(s);
    expect(end.balanced).toBe(true);
    expect(end.valuation).toBe(end.stockInHand);
    // The levels (today's valuation) agree with the movements summed (any earlier date's valuation).
    const sums: { value: string }[] = await t.app.get((await import('../../src/core/tenancy/tenant-runner.js')).TenantRunner)
      .runAsCompany(s.companyId, (m) => m.query(`SELECT COALESCE(sum(value), 0)::numeric(16,2)::text AS value FROM stock_movements WHERE company_id = $1`, [s.companyId]));
    expect(parsePaise(sums[0].value)).toBe(end.valuation);
  }, 300_000);
});
