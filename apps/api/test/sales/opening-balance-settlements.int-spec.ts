import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/**
 * Issue 27: a customer's or supplier's opening balance is settled like an invoice (receipts, payments), and the credit
 * limit at the counter counts it (outstanding = opening balance + unpaid invoices - receipts).
 */
describe('opening balances settled by receipts and payments, and counted by the credit limit', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  let pen: number; // ₹118 a piece, 18% GST included
  let asOf: string;
  // One opening balance set for the company (a save replaces the whole set): what each party owed when the books started.
  const opening: Record<string, number> = {};
  const OPENINGS = { oldAccount: '2,990', sharma: '2,990', split: '500', lamington: '40,000' };
  const openingSet = (changes: Partial<Record<keyof typeof OPENINGS, string>> = {}) => {
    const amounts = { ...OPENINGS, ...changes };
    return {
      customers: (['oldAccount', 'sharma', 'split'] as const).map((k) => ({ customerId: opening[k], amount: amounts[k] })),
      suppliers: [{ supplierId: opening.lamington, amount: amounts.lamington }],
    };
  };
  const sell = (body: Record<string, unknown>) => t.http.post('/api/erp/sale-invoice').set(a.headers).send(body);
  const receive = (body: Record<string, unknown>) => t.http.post('/api/erp/customer-receipt').set(a.headers).send(body);
  const payOpening = (body: Record<string, unknown>) => t.http.post('/api/erp/opening-balance/supplier-payment').set(a.headers).send(body);
  const party = async (kind: 'customer' | 'supplier', id: number) => (await api.get(`/api/erp/${kind}`)).list.find((c: { id: number }) => c.id === id);
  const openings = (body: object) => t.http.put('/api/erp/opening-balance').set(a.headers).send(body);
  const accountId = async (name: string) => (await api.get('/api/erp/coa-account/select')).find((x: { name: string }) => x.name === name).id as number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
    const cat = (await api.category({ taxPercent: 18, hsn: '9608' })).id;
    pen = (await api.product(cat, { name: 'Pen Set', mrp: '118', pp: '60', sp: '118' })).id;
    await api.stockIn((await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id, [{ productId: pen, quantity: 50 }]);
    asOf = (await api.get('/api/erp/opening-balance')).asOfDate;
    opening.oldAccount = (await api.customer({ name: 'Old Account Stores', creditLimit: '3,000' })).id;
    opening.sharma = (await api.customer({ name: 'Sharma Electricals', creditLimit: '50000' })).id;
    opening.split = (await api.customer({ name: 'Split Payer', creditLimit: '50000' })).id;
    opening.lamington = (await api.supplier({ name: 'Lamington Road Traders' })).id;
    await openings(openingSet()).expect(200);
  });
  afterAll(async () => t.close());

  it('counts the opening balance against the credit limit at checkout', async () => {
    const customer = opening.oldAccount;
    expect(await party('customer', customer)).toMatchObject({ outstanding: '2990.00', openingBalanceDue: '2990.00' });
    // ₹2,990 owed from before + ₹118 > ₹3,000: refused, and nothing was written.
    const over = await sell({ customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 1 }] }).expect(409);
    expect(over.body).toEqual({ status: 'CONFLICT', message: 'Credit limit exceeded: outstanding ₹2,990.00, limit ₹3,000.00', data: null });
    expect((await party('customer', customer)).outstanding).toBe('2990.00');
    // Once the customer pays part of the old balance, the sale fits.
    await receive({ customerId: customer, amount: '200' }).expect(200);
    const sale = await sell({ customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 1 }] }).expect(200);
    expect(sale.body.data.balanceDue).toBe('118.00');
    expect((await party('customer', customer)).outstanding).toBe('2908.00');
  });

  it('a customer whose outstanding is only an opening balance can pay it: Cash/Bank against Receivable, outstanding and ledger show it', async () => {
    const customer = opening.sharma;
    const receivable = await accountId('Accounts Receivable');
    const ledgerBefore = await api.get(`/api/erp/account/reports/ledger?accountId=${receivable}&fromDate=2000-01-01`);

    expect((await receive({ customerId: customer, amount: '2,990.01' }).expect(400)).body.message).toBe('Amount cannot be more than the outstanding of ₹2,990.00');
    const paid = await receive({ customerId: customer, amount: '1,000', account: 'BANK', note: 'Old dues' }).expect(200);
    expect(paid.body.data).toMatchObject({
      amount: '1000.00', account: 'BANK', openingBalanceAmount: '1000.00', allocations: [], outstanding: '1990.00',
    });
    expect(await journalOf(t.app, a.companyId, 'CUSTOMER_RECEIPT', paid.body.data.id)).toEqual({
      BANK: { debit: '1000.00', credit: '0.00' }, RECEIVABLE: { debit: '0.00', credit: '1000.00' },
    });
    expect(await party('customer', customer)).toMatchObject({ outstanding: '1990.00', openingBalanceDue: '1990.00' });
    const ledger = await api.get(`/api/erp/account/reports/ledger?accountId=${receivable}&fromDate=2000-01-01`);
    expect(ledger.totalRecords).toBe(ledgerBefore.totalRecords + 1);
    const list = await api.get(`/api/erp/customer-receipt?customerId=${customer}`);
    expect(list.list).toEqual([expect.objectContaining({ id: paid.body.data.id, openingBalanceAmount: '1000.00', outstanding: '1990.00' })]);

    // A credit invoice on top: without allocations the opening balance (the oldest debt) goes first, then the invoice.
    const invoice = (await sell({ customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 2 }] }).expect(200)).body.data;
    const both = (await receive({ customerId: customer, amount: '2,000' }).expect(200)).body.data;
    expect(both).toMatchObject({
      openingBalanceAmount: '1990.00', allocations: [{ saleInvoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amount: '10.00' }], outstanding: '226.00',
    });
    expect((await party('customer', customer)).openingBalanceDue).toBe('0.00');
    // The customer page's list of its receipts is searched by an invoice a receipt settled, its note or its account.
    const search = async (text: string) => (await api.get(`/api/erp/customer-receipt?customerId=${customer}&q=${encodeURIComponent(JSON.stringify({ search: text }))}`))
      .list.map((r: { id: number }) => r.id);
    expect(await search(invoice.invoiceNumber)).toEqual([both.id]);
    expect(await search('old dues')).toEqual([paid.body.data.id]);
    expect(await search('bank')).toEqual([paid.body.data.id]);
    expect(await search('')).toEqual([both.id, paid.body.data.id]);

    // Named parts must add up and stay within each balance.
    expect((await receive({ customerId: customer, amount: '10', openingBalanceAmount: '10' }).expect(400)).body.message)
      .toBe('Amount against the opening balance cannot be more than its balance of ₹0.00');
    expect((await receive({ customerId: customer, amount: '10', openingBalanceAmount: '0', allocations: [{ saleInvoiceId: invoice.id, amount: '5' }] })
      .expect(400)).body.message).toBe('The amounts against invoices must add up to the amount received');
    expect((await api.get('/api/erp/account/reports/trial-balance?fromDate=2000-01-01')).balanced).toBe(true);
  });

  it('splits a receipt between the opening balance and invoices as told; the opening balance cannot be edited below what was received', async () => {
    const customer = opening.split;
    const invoice = (await sell({ customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 1 }] }).expect(200)).body.data;
    const split = (await receive({
      customerId: customer, amount: '400', openingBalanceAmount: '300', allocations: [{ saleInvoiceId: invoice.id, amount: '100' }],
    }).expect(200)).body.data;
    expect(split).toMatchObject({ openingBalanceAmount: '300.00', allocations: [expect.objectContaining({ amount: '100.00' })], outstanding: '218.00' });
    expect((await api.get(`/api/erp/sale-invoice/${invoice.id}`)).balanceDue).toBe('18.00');

    const refused = await openings(openingSet({ split: '299' })).expect(400);
    expect(refused.body.message).toBe('The opening balance of Split Payer cannot be less than the ₹300.00 already received against it');
    // Nothing changed; raising it is fine.
    expect((await party('customer', customer)).openingBalanceDue).toBe('200.00');
    OPENINGS.split = '300';
    await openings(openingSet()).expect(200);
    expect(await party('customer', customer)).toMatchObject({ openingBalanceDue: '0.00', outstanding: '18.00' });
    expect((await api.get('/api/erp/account/reports/trial-balance?fromDate=2000-01-01')).balanced).toBe(true);
  });

  it("pays a supplier against its opening balance: Payable against Cash/Bank, outstanding falls, a negative Cash is a warning", async () => {
    const supplier = opening.lamington;
    expect(await party('supplier', supplier)).toMatchObject({ outstanding: '40000.00', openingBalanceDue: '40000.00' });

    expect((await payOpening({ supplierId: supplier, amount: '40,000.01', paymentMode: 'BANK' }).expect(400)).body.message)
      .toBe('Amount cannot be more than the opening balance due of ₹40,000.00');
    expect((await payOpening({ supplierId: 99999999, amount: '1' }).expect(404)).body.message).toBe('Supplier not found');
    const paid = await payOpening({ supplierId: supplier, amount: '15,000', paymentMode: 'CASH', paymentDate: asOf }).expect(200);
    expect(paid.body.message).toBe('Payment saved successfully');
    expect(paid.body.data).toMatchObject({
      supplierId: supplier, supplierName: 'Lamington Road Traders', amount: '15000.00', paymentMode: 'CASH', openingBalanceDue: '25000.00',
      outstanding: '25000.00', warnings: [expect.objectContaining({ code: 'NEGATIVE_BALANCE', accountName: 'Cash' })],
    });
    expect(await journalOf(t.app, a.companyId, 'SUPPLIER_OPENING_PAYMENT', paid.body.data.id)).toEqual({
      PAYABLE: { debit: '15000.00', credit: '0.00' }, CASH: { debit: '0.00', credit: '15000.00' },
    });
    expect((await party('supplier', supplier)).outstanding).toBe('25000.00');
    const list = await api.get(`/api/erp/opening-balance/supplier-payment?supplierId=${supplier}`);
    expect(list).toMatchObject({ totalRecords: 1, list: [expect.objectContaining({ amount: '15000.00', paymentDate: asOf })] });
    // The supplier page's list of them is searched by note or by Cash / Bank.
    const found = async (text: string) => (await api.get(`/api/erp/opening-balance/supplier-payment?supplierId=${supplier}&q=${encodeURIComponent(JSON.stringify({ search: text }))}`)).totalRecords;
    expect([await found('cash'), await found('bank')]).toEqual([1, 0]);
    // The supplier cannot be deleted with payments against it; another company sees none of it.
    expect((await t.http.delete(`/api/erp/supplier?id=${supplier}`).set(a.headers)).status).toBe(409);
    expect((await trade(t.http, b).get('/api/erp/opening-balance/supplier-payment')).totalRecords).toBe(0);
    await t.http.post('/api/erp/opening-balance/supplier-payment').set(b.headers).send({ supplierId: supplier, amount: '1' }).expect(404);
    expect((await openings(openingSet({ lamington: '10000' })).expect(400)).body.message)
      .toBe('The opening balance of Lamington Road Traders cannot be less than the ₹15,000.00 already paid against it');
    expect((await api.get('/api/erp/account/reports/trial-balance?fromDate=2000-01-01')).balanced).toBe(true);
  });
});
