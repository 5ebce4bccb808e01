import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 10 (b): credit limits, what customers pay later, and credit notes that cancel a sale. */
describe('credit sales, customer receipts and credit notes', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  let pen: number; // ₹118 a piece, 18% GST included
  let ink: number; // ₹59 a piece
  let warehouse: number;
  const year = (() => {
    const d = new Date(Date.now() + 330 * 60_000);
    const start = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
    return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  })();
  const sell = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/sale-invoice').set(s.headers).send(body);
  const customerRow = async (id: number) => (await api.get('/api/erp/customer')).list.find((c: { id: number }) => c.id === id);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
    const cat = (await api.category({ taxPercent: 18, hsn: '9608' })).id;
    pen = (await api.product(cat, { name: 'Pen Set', mrp: '118', pp: '60', sp: '118' })).id;
    ink = (await api.product(cat, { name: 'Ink Bottle', mrp: '59', pp: '30', sp: '59' })).id;
    warehouse = await api.defaultWarehouseId();
    await api.stockIn((await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id, [{ productId: pen, quantity: 50 }, { productId: ink, quantity: 50 }]);
  });
  afterAll(async () => t.close());

  it('refuses a credit sale above the credit limit, and any credit sale with a limit of 0', async () => {
    const limited = (await api.customer({ name: 'Limited Stores', creditLimit: '100' })).id;
    const res = await sell(a, { customerId: limited, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 2 }] }).expect(409);
    expect(res.body).toEqual({ status: 'CONFLICT', message: 'Credit limit exceeded: outstanding ₹0.00, limit ₹100.00', data: null });
    const none = (await api.customer({ name: 'Cash Only Traders' })).id;
    expect((await sell(a, { customerId: none, paymentMode: 'CREDIT', items: [{ productId: ink, quantity: 1 }] }).expect(409)).body.message)
      .toBe('Credit limit exceeded: outstanding ₹0.00, limit ₹0.00');
    // Paying at the counter is always fine; a walk-in cannot buy on credit.
    await sell(a, { customerId: none, paymentMode: 'CASH', items: [{ productId: ink, quantity: 1 }] }).expect(200);
    expect((await sell(a, { paymentMode: 'CREDIT', items: [{ productId: ink, quantity: 1 }] }).expect(400)).body.message).toBe('A sale on credit needs a customer');
    expect((await sell(a, { customerId: none, paymentMode: 'LATER', items: [{ productId: ink, quantity: 1 }] }).expect(400)).body.message)
      .toBe('Payment mode must be CASH, BANK or CREDIT');
  });

  it('counts what is outstanding against the limit, also under parallel sales, and shows it in the customer list', async () => {
    const customer = (await api.customer({ name: 'Regular Buyer', creditLimit: '300' })).id;
    const first = (await sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 2 }] }).expect(200)).body.data;
    expect(first).toMatchObject({ paymentAccount: 'RECEIVABLE', totalAmount: '236.00', balanceDue: '236.00' });
    expect(await customerRow(customer)).toMatchObject({ creditLimit: '300.00', outstanding: '236.00' });
    const over = await sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: ink, quantity: 2 }] }).expect(409);
    expect(over.body.message).toBe('Credit limit exceeded: outstanding ₹236.00, limit ₹300.00');
    // Two sales of ₹59 racing for the last ₹64 of the limit: one passes.
    const results = await Promise.all([1, 2].map(() => sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: ink, quantity: 1 }] })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await customerRow(customer)).outstanding).toBe('295.00');
  });

  it('records receipts against invoices: posted to the ledger, reducing the outstanding, never more than owed', async () => {
    const customer = (await api.customer({ name: 'Paying Customer', creditLimit: '1000' })).id;
    const inv1 = (await sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 1 }] }).expect(200)).body.data;
    const inv2 = (await sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: ink, quantity: 2 }] }).expect(200)).body.data;
    const post = (body: Record<string, unknown>) => t.http.post('/api/erp/customer-receipt').set(a.headers).send({ customerId: customer, ...body });

    expect((await post({ amount: '236.01' }).expect(400)).body.message).toBe('Amount cannot be more than the outstanding of ₹236.00');
    expect((await post({ amount: '0' }).expect(400)).body.message).toBe('Amount must be greater than 0');
    expect((await post({ amount: '50', allocations: [{ saleInvoiceId: inv2.id, amount: '40' }] }).expect(400)).body.message)
      .toBe('The amounts against invoices must add up to the amount received');

    const against2 = await post({ amount: '100', account: 'BANK', allocations: [{ saleInvoiceId: inv2.id, amount: '100' }] }).expect(200);
    expect(against2.body.message).toBe(`Receipt RCPT/${year}/00001 saved successfully`);
    expect(against2.body.data).toMatchObject({ amount: '100.00', account: 'BANK', outstanding: '136.00', allocations: [{ saleInvoiceId: inv2.id, amount: '100.00' }] });
    expect(await journalOf(t.app, a.companyId, 'CUSTOMER_RECEIPT', against2.body.data.id)).toEqual({
      BANK: { debit: '100.00', credit: '0.00' }, RECEIVABLE: { debit: '0.00', credit: '100.00' },
    });
    // Without allocations the oldest invoice is settled first.
    const oldest = (await post({ amount: '120' }).expect(200)).body.data;
    expect(oldest.allocations).toEqual([
      { saleInvoiceId: inv1.id, invoiceNumber: inv1.invoiceNumber, amount: '118.00' },
      { saleInvoiceId: inv2.id, invoiceNumber: inv2.invoiceNumber, amount: '2.00' },
    ]);
    expect((await api.get(`/api/erp/sale-invoice/${inv1.id}`)).balanceDue).toBe('0.00');
    expect((await api.get(`/api/erp/sale-invoice/${inv2.id}`)).balanceDue).toBe('16.00');
    expect((await customerRow(customer)).outstanding).toBe('16.00');
    // One invoice named twice: both parts are kept and both settle it (the allocations are written set-based).
    const twice = (await post({ amount: '10', allocations: [{ saleInvoiceId: inv2.id, amount: '6' }, { saleInvoiceId: inv2.id, amount: '4' }] }).expect(200)).body.data;
    expect(twice.allocations).toEqual([
      expect.objectContaining({ saleInvoiceId: inv2.id, amount: '6.00' }), expect.objectContaining({ saleInvoiceId: inv2.id, amount: '4.00' }),
    ]);
    expect((await api.get(`/api/erp/sale-invoice/${inv2.id}`)).balanceDue).toBe('6.00');
    expect((await customerRow(customer)).outstanding).toBe('6.00');
    const list = await api.get(`/api/erp/customer-receipt?customerId=${customer}`);
    expect(list.totalRecords).toBe(3);
    // Another company can neither see nor pay into them.
    expect((await trade(t.http, b).get('/api/erp/customer-receipt')).totalRecords).toBe(0);
    await t.http.post('/api/erp/customer-receipt').set(b.headers).send({ customerId: customer, amount: '1' }).expect(404);
  });

  it('cancels a sale in full with a credit note: stock back, tax and sale reversed, its own series', async () => {
    const before = await api.onHand(pen, warehouse);
    const inv = (await sell(a, { items: [{ productId: pen, quantity: 3 }, { productId: ink, quantity: 1 }] }).expect(200)).body.data;
    const res = await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id, reason: 'Customer returned everything' }).expect(200);
    const note = res.body.data;
    expect(res.body.message).toBe(`Credit note CN/${year}/00001 saved successfully`);
    expect(note).toMatchObject({
      invoiceNumber: inv.invoiceNumber, taxableAmount: inv.taxableAmount, cgstAmount: inv.cgstAmount, sgstAmount: inv.sgstAmount,
      totalAmount: inv.totalAmount, refundAmount: inv.totalAmount, refundAccount: 'CASH', adjustedAmount: '0.00',
    });
    expect(await api.onHand(pen, warehouse)).toBe(before);
    expect(await journalOf(t.app, a.companyId, 'CREDIT_NOTE', note.id)).toEqual({
      SALES: { debit: inv.taxableAmount, credit: '0.00' }, OUTPUT_GST: { debit: '63.00', credit: '0.00' }, CASH: { debit: '0.00', credit: '413.00' },
      // The goods come back at the cost they left with (issue 27).
      STOCK: { debit: '210.00', credit: '0.00' }, COGS: { debit: '0.00', credit: '210.00' },
    });
    const again = await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id }).expect(400);
    expect(again.body.message).toBe('Nothing left to credit on this invoice');
  });

  it('credits a credit sale by lines: off the balance first, never more than was sold', async () => {
    const customer = (await api.customer({ name: 'Returning Customer', creditLimit: '1000' })).id;
    const inv = (await sell(a, { customerId: customer, paymentMode: 'CREDIT', items: [{ productId: pen, quantity: 3 }, { productId: ink, quantity: 2 }] }).expect(200)).body.data;
    expect(inv.totalAmount).toBe('472.00');
    const one = (await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id, items: [{ lineNo: 1, quantity: 1 }] }).expect(200)).body.data;
    expect(one).toMatchObject({ totalAmount: '118.00', taxableAmount: '100.00', cgstAmount: '9.00', sgstAmount: '9.00', adjustedAmount: '118.00', refundAmount: '0.00' });
    expect(one.items).toEqual([expect.objectContaining({ lineNo: 1, productName: 'Pen Set', quantity: '1.000' })]);
    expect((await api.get(`/api/erp/sale-invoice/${inv.id}`)).balanceDue).toBe('354.00');
    expect(await journalOf(t.app, a.companyId, 'CREDIT_NOTE', one.id)).toEqual({
      SALES: { debit: '100.00', credit: '0.00' }, OUTPUT_GST: { debit: '18.00', credit: '0.00' }, RECEIVABLE: { debit: '0.00', credit: '118.00' },
      STOCK: { debit: '60.00', credit: '0.00' }, COGS: { debit: '0.00', credit: '60.00' },
    });
    const tooMany = await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id, items: [{ lineNo: 1, quantity: 3 }] }).expect(400);
    expect(tooMany.body.message).toBe('Only 2 of Pen Set can still be credited');
    expect((await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id, items: [{ lineNo: 9, quantity: 1 }] }).expect(400)).body.message)
      .toBe('Please select the invoice line');
    // The rest: the two credit notes together give back exactly what the invoice charged.
    const rest = (await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id }).expect(200)).body.data;
    expect(rest.totalAmount).toBe('354.00');
    expect((await api.get(`/api/erp/sale-invoice/${inv.id}`)).balanceDue).toBe('0.00');
    expect((await customerRow(customer)).outstanding).toBe('0.00');
    const notes = await api.get('/api/erp/credit-note');
    expect(notes.list.map((n: { creditNoteNumber: string }) => n.creditNoteNumber)).toEqual(expect.arrayContaining([`CN/${year}/00002`, `CN/${year}/00003`]));
    // Tenants apart.
    await t.http.get(`/api/erp/credit-note/${rest.id}`).set(b.headers).expect(404);
    await t.http.post('/api/erp/credit-note').set(b.headers).send({ saleInvoiceId: inv.id }).expect(404);
  });

  it('shows every movement in the stock ledger per product and warehouse: date, document, in, out, balance', async () => {
    const cat = (await api.category({ taxPercent: 5 })).id;
    const rice = (await api.product(cat, { name: 'Ledger Rice', mrp: '100', pp: '40', sp: '80' })).id;
    const po = await api.stockIn((await api.supplier({ name: 'Ledger Supplier' })).id, [{ productId: rice, quantity: 10 }]);
    const inv = (await sell(a, { items: [{ productId: rice, quantity: 3 }] }).expect(200)).body.data;
    const cn = (await t.http.post('/api/erp/credit-note').set(a.headers).send({ saleInvoiceId: inv.id, items: [{ lineNo: 1, quantity: 1 }] }).expect(200)).body.data;
    const ledger = await api.get(`/api/erp/stock/ledger?productId=${rice}&warehouseId=${warehouse}`);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(ledger.list).toEqual([
      expect.objectContaining({ date: today, movementType: 'SALE_RETURN', document: cn.creditNoteNumber, quantityIn: '1.000', quantityOut: '0.000', balance: '8.000' }),
      expect.objectContaining({ movementType: 'SALE', document: inv.invoiceNumber, quantityIn: '0.000', quantityOut: '3.000', balance: '7.000' }),
      expect.objectContaining({ movementType: 'PURCHASE_RECEIPT', document: po.purchaseOrderNumber, quantityIn: '10.000', quantityOut: '0.000', balance: '10.000', productName: 'Ledger Rice' }),
    ]);
    expect((await trade(t.http, b).get(`/api/erp/stock/ledger?productId=${rice}`)).totalRecords).toBe(0);
  });
});
