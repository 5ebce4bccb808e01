import { financialYearCode } from '@bizdesk/shared';
import { activeCompany } from '../support/identity.js';
import { ownerQuery } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { journalOf, trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

// Issue 32 item 2: the checkout takes its invoice number after the stock has gone out, and writes the invoice, its
// lines and the stock movements' reference number in the statement that takes it; the journal, whose remark carries
// the number, follows. The series must stay gapless and unique whatever fails after the number was taken.
describe('POS invoice numbers taken late in the checkout', () => {
  let t: TestApp;
  let c: Session;
  let api: ReturnType<typeof trade>;
  let item: number;
  let warehouse: number;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const numbered = (n: number) => `INV/${financialYearCode(today)}/${String(n).padStart(5, '0')}`;
  const checkout = (quantity = 1) => t.http.post('/api/erp/sale-invoice').set(c.headers).send({ items: [{ productId: item, quantity }] });

  const owner = (text: string, params: unknown[] = []) => ownerQuery(t.db, text, params);

  /** What of a sale is in the books: the invoice numbers, and the stock movements and journals of the company's sales. */
  const books = async () => ({
    invoices: (await owner(`SELECT invoice_number FROM sale_invoices WHERE company_id = $1 ORDER BY id`, [c.companyId])).map((r) => r.invoice_number),
    movements: (await owner(`SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1 AND movement_type = 'SALE'`, [c.companyId]))[0].n,
    journals: (await owner(`SELECT count(*)::int AS n FROM journals WHERE company_id = $1 AND reference_module = 'SALE'`, [c.companyId]))[0].n,
  });

  beforeAll(async () => {
    t = await startTestApp();
    c = await activeCompany(t.http);
    api = trade(t.http, c);
    const cat = await api.category({ name: 'Biscuits', taxPercent: 18, hsn: '1905' });
    item = (await api.product(cat.id, { name: 'Marie 250 g', mrp: '40', pp: '25', sp: '40' })).id;
    await api.stockIn((await api.supplier()).id, [{ productId: item, quantity: 100, rate: '25' }]);
    warehouse = await api.defaultWarehouseId();
  });
  afterAll(async () => t.close());

  it('writes the number onto the invoice, its stock movements, its journal and the audit trail', async () => {
    const sale = (await checkout(2).expect(200)).body.data;
    expect(sale.invoiceNumber).toBe(numbered(1));
    const rows = {
      movements: (await owner(`SELECT reference_number FROM stock_movements WHERE company_id = $1 AND movement_type = 'SALE' AND reference_id = $2`,
        [c.companyId, sale.id])).map((r) => r.reference_number),
      journal: await owner(`SELECT remark, group_transaction_id FROM journals WHERE company_id = $1 AND reference_module = 'SALE' AND reference_id = $2`,
        [c.companyId, sale.id]),
      history: (await owner(`SELECT remark FROM transaction_history WHERE company_id = $1 AND reference_module = 'SALE' AND reference_id = $2`,
        [c.companyId, sale.id])).map((r) => r.remark),
      created: await owner(`SELECT after ->> 'invoice_number' AS number FROM audit_log
         WHERE company_id = $1 AND record_type = 'sale_invoice' AND record_id = $2 AND action = 'CREATE'`, [c.companyId, String(sale.id)]),
      items: (await owner(`SELECT count(*)::int AS n FROM sale_invoice_items WHERE company_id = $1 AND sale_invoice_id = $2`, [c.companyId, sale.id]))[0].n,
    };
    expect(rows.movements).toEqual([numbered(1)]);
    expect(rows.journal).toEqual([{ remark: `Sale invoice ${numbered(1)} to Walk-in Customer`, group_transaction_id: sale.groupTransactionId }]);
    expect(rows.history).toEqual([`Sale invoice ${numbered(1)} to Walk-in Customer`]);
    // The audit trail records the invoice created with its number: no stand-in number ever reached a row.
    expect(rows.created).toEqual([{ number: numbered(1) }]);
    expect(rows.items).toBe(1);
    // The answer is the invoice as stored, journal link included.
    expect(await api.get(`/api/erp/sale-invoice/${sale.id}`)).toEqual(sale);
    expect(await journalOf(t.app, c.companyId, 'SALE', sale.id)).toMatchObject({ CASH: { debit: '80.00', credit: '0.00' } });
  });

  it('leaves no gap when the checkout fails after its stock was taken and its number written', async () => {
    const before = await books();
    const onHand = await api.onHand(item, warehouse);
    // The year is locked: the journal refuses the sale after the stock went out and the invoice was numbered.
    const lockYear = (locked: boolean) => owner(`UPDATE financial_years SET is_locked = $3 WHERE company_id = $1 AND start_date <= $2 AND end_date >= $2`,
      [c.companyId, today, locked]);
    await lockYear(true);
    expect((await checkout().expect(409)).body.status).toBe('CONFLICT');
    await lockYear(false);
    // A forced failure in the journal's last statement (the sale's history row), after everything else was written.
    await owner(`CREATE FUNCTION test_refuse_sale_history() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER test_refuse_sale_history BEFORE INSERT ON transaction_history FOR EACH ROW
        WHEN (NEW.reference_module = 'SALE') EXECUTE FUNCTION test_refuse_sale_history()`);
    try {
      await checkout().expect(500);
    } finally {
      await owner(`DROP TRIGGER test_refuse_sale_history ON transaction_history; DROP FUNCTION test_refuse_sale_history()`);
    }
    // Nothing of either sale remains: no invoice, no movement, no journal, the stock back where it was.
    expect(await books()).toEqual(before);
    expect(await api.onHand(item, warehouse)).toBe(onHand);
    // The next invoice gets the next number.
    const next = (await checkout().expect(200)).body.data.invoiceNumber;
    expect(next).toBe(numbered(before.invoices.length + 1));
  });

  it('gives parallel checkouts of one company consecutive numbers, each on its own invoice, movements and journal', async () => {
    const before = await books();
    const sales = await Promise.all([1, 2, 3, 4, 5].map(() => checkout()));
    expect(sales.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = sales.map((r) => r.body.data.invoiceNumber as string).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((k) => numbered(before.invoices.length + k)));
    const pairs = await owner(
      `SELECT i.invoice_number, m.reference_number, j.remark FROM sale_invoices i
         JOIN stock_movements m ON m.company_id = i.company_id AND m.movement_type = 'SALE' AND m.reference_id = i.id
         JOIN journals j ON j.company_id = i.company_id AND j.reference_module = 'SALE' AND j.reference_id = i.id
        WHERE i.company_id = $1 AND i.invoice_number = ANY($2::text[]) ORDER BY i.invoice_number`,
      [c.companyId, numbers],
    );
    expect(pairs).toEqual(numbers.map((n) => ({ invoice_number: n, reference_number: n, remark: `Sale invoice ${n} to Walk-in Customer` })));
  });
});
