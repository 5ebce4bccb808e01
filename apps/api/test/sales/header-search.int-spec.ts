import pg from 'pg';
import { activeCompany, captcha, login, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from '../inventory/trade-fixtures.js';
import { employeeInput, hrmsMasters } from '../hrms/hrms-fixtures.js';

/** Issue 31 item 4: GET /api/erp/search finds the company's own records, only the kinds the role may read and the company subscribes to. */
describe('header search', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let invoiceNumber: string;
  const search = (s: Session, q: string) => t.http.get('/api/erp/search').set(s.headers).query({ q });

  async function ownerQuery<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  let n = 0;
  async function staff(owner: Session, role: string): Promise<Session> {
    const email = `search-${role.toLowerCase()}-${Date.now().toString(36)}-${++n}@example.in`;
    await t.http.post('/api/erp/users').set(owner.headers).send({ name: `Staff ${role}`, email, role }).expect(201);
    const [mail] = await ownerQuery<{ text_body: string }>(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    await t.http.put('/api/auth/forgot-password').send({ token, password: 'Staff@1234', confirmPassword: 'Staff@1234', ...(await captcha(t.http)) }).expect(200);
    return login(t.http, email, 'Staff@1234');
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    for (const [s, prefix] of [[a, 'Kesar'], [b, 'Kesari']] as const) {
      const api = trade(t.http, s);
      const supplier = (await api.supplier({ name: `${prefix} Traders`, phone: '9822000001' })).id;
      const category = (await api.category({ name: `${prefix} Sweets` })).id;
      const product = (await api.product(category, { name: `${prefix} Peda 250 g`, sp: '150' })).id;
      await api.customer({ name: `${prefix} Stores`, phone: '9822000002' });
      for (let i = 0; i < 7; i += 1) await api.product(category, { name: `${prefix} Barfi ${i}` });
      await api.stockIn(supplier, [{ productId: product, quantity: 10 }]);
      const sale = await api.post('/api/erp/sale-invoice', { items: [{ productId: product, quantity: 1 }] });
      if (s === a) invoiceNumber = sale.invoiceNumber;
      const masters = await hrmsMasters(t.http, s.headers);
      await t.http.post('/api/erp/user-details').set(s.headers)
        .send(employeeInput(masters, { firstName: prefix, lastName: 'Joshi', email: `${prefix.toLowerCase()}-${Date.now()}@example.in` })).expect(200);
    }
  });
  afterAll(async () => t.close());

  it('finds products, customers, suppliers, invoices by number and employees: at most 5 of a kind, prefix matches first', async () => {
    const res = await search(a, 'kesar').expect(200);
    const data = res.body.data;
    expect(data.notSearched).toEqual([]);
    expect(data.products).toHaveLength(5);
    expect(data.products[0]).toMatchObject({ title: 'Kesar Barfi 0' });
    expect(data.customers).toEqual([expect.objectContaining({ title: 'Kesar Stores', subtitle: '9822000002' })]);
    expect(data.suppliers).toEqual([expect.objectContaining({ title: 'Kesar Traders' })]);
    expect(data.employees).toEqual([expect.objectContaining({ title: 'Kesar Joshi' })]);
    const peda = await search(a, 'peda').expect(200);
    expect(peda.body.data.products).toEqual([expect.objectContaining({ title: 'Kesar Peda 250 g', subtitle: expect.stringContaining('₹150.00') })]);
    const byNumber = await search(a, invoiceNumber.slice(-5)).expect(200);
    expect(byNumber.body.data.invoices.map((i: { title: string }) => i.title)).toContain(invoiceNumber);
  });

  it("never shows another company's records", async () => {
    const res = await search(a, 'kesari').expect(200);
    for (const kind of ['products', 'customers', 'suppliers', 'invoices', 'employees']) expect(res.body.data[kind]).toEqual([]);
    const theirs = await search(b, 'kesar').expect(200);
    expect(theirs.body.data.customers.map((c: { title: string }) => c.title)).toEqual(['Kesari Stores']);
  });

  it('searches only what the role may read', async () => {
    const hr = await staff(a, 'HR');
    const asHr = (await search(hr, 'kesar').expect(200)).body.data;
    expect(asHr.notSearched).toEqual(['products', 'customers', 'suppliers', 'invoices']);
    expect(asHr.products).toEqual([]);
    expect(asHr.employees).toEqual([expect.objectContaining({ title: 'Kesar Joshi' })]);
    const cashier = await staff(a, 'CASHIER');
    const asCashier = (await search(cashier, 'kesar').expect(200)).body.data;
    expect(asCashier.notSearched).toEqual(['suppliers', 'employees']);
    expect(asCashier.customers).toHaveLength(1);
    expect(asCashier.employees).toEqual([]);
  });

  it('searches only the applications the company subscribes to', async () => {
    const bare = await activeCompany(t.http, {}, { subscribe: [] });
    const res = await search(bare, 'kesar').expect(200);
    expect(res.body.data.notSearched).toEqual(['products', 'customers', 'suppliers', 'invoices', 'employees']);
  });

  it('answers nothing for one character, and refuses a search over 60 characters', async () => {
    const one = await search(a, 'k').expect(200);
    expect(one.body.data.products).toEqual([]);
    const long = await search(a, 'k'.repeat(61)).expect(400);
    expect(JSON.stringify(long.body)).toContain('Search must be at most 60 characters');
    // LIKE's own characters are literal.
    expect((await search(a, '%%').expect(200)).body.data.products).toEqual([]);
  });

  it('can answer name searches from the trigram indexes', async () => {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      for (const [table, column, index] of [['products', 'name', 'products_name_trgm'], ['customers', 'name', 'customers_name_trgm'],
        ['sale_invoices', 'invoice_number', 'sale_invoices_number_trgm']]) {
        const plan = (await client.query(`EXPLAIN SELECT id FROM ${table} WHERE ${column} ILIKE '%kesar%'`)).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toContain(index);
      }
    } finally {
      await client.end();
    }
  });
});
