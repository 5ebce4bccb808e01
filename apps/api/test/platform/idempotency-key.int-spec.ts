import { IdempotencyPurgeJob } from '../../src/core/http/idempotency/idempotency-purge.job.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { trade } from '../inventory/trade-fixtures.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 9 item 1: a double click or a retried create makes one record (optional Idempotency-Key header). */
describe('Idempotency-Key on creates', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let cash: number;
  let rent: number;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const expense = (title: string, amount = '500') => ({ id: 0, expenseCategoryId: rent, title, amount, expenseDate: today, paymentAccountId: cash });
  const post = (s: Session, path: string, body: object, key?: string) => {
    const req = t.http.post(path).set(s.headers);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const countExpenses = async (s: Session, title: string) =>
    (await t.http.get(`/api/erp/expense?q=${encodeURIComponent(JSON.stringify({ search: title }))}`).set(s.headers).expect(200)).body.data.totalRecords;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const accounts = (await t.http.get('/api/erp/coa-account/select').set(a.headers).expect(200)).body.data;
    cash = accounts.find((x: { name: string }) => x.name === 'Cash').id;
    rent = (await t.http.get('/api/erp/expense-category/select').set(a.headers).expect(200)).body.data.find((c: { name: string }) => c.name === 'Rent').id;
  });
  afterAll(async () => t.close());

  it('answers a repeat with the first answer and creates one record', async () => {
    const first = await post(a, '/api/erp/expense', expense('Shop rent once'), 'form-1').expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(a, '/api/erp/expense', expense('Shop rent once'), 'form-1').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countExpenses(a, 'Shop rent once')).toBe(1);
    // Without the header every request is its own create, as before.
    await post(a, '/api/erp/expense', expense('No key')).expect(200);
    await post(a, '/api/erp/expense', expense('No key')).expect(200);
    expect(await countExpenses(a, 'No key')).toBe(2);
  });

  it('makes one record of a double click: parallel requests with one key wait for the first and share its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(a, '/api/erp/expense', expense('Double click'), 'dbl-click-1')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(new Set(answers.map((r) => r.body.data.groupTransactionId)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await countExpenses(a, 'Double click')).toBe(1);
  });

  it('refuses the same key with a different request (422), and scopes keys by company and route', async () => {
    await post(a, '/api/erp/expense', expense('Key reuse', '100'), 'reuse-1').expect(200);
    const res = await post(a, '/api/erp/expense', expense('Key reuse', '200'), 'reuse-1').expect(422);
    expect(res.body).toEqual({ status: 'UNPROCESSABLE_ENTITY', message: 'This Idempotency-Key was already used for a different request', data: null });
    // Another route with the same key is its own request.
    await post(a, '/api/erp/expense-category', { id: 0, name: 'Courier' }, 'reuse-1').expect(200);
    // Another company's identical key is unrelated, and B never sees A's stored answer.
    const other = await post(b, '/api/erp/expense', { ...expense('Key reuse', '100'), expenseCategoryId: undefined }, 'reuse-1');
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).not.toContain('Key reuse');
  });

  it('does not remember a failed request: the same key works once the cause is fixed', async () => {
    const api = trade(t.http, a);
    const cat = (await api.category({ taxPercent: 18 })).id;
    const pen = (await api.product(cat, { name: 'Retry Pen', mrp: '118', pp: '60', sp: '118' })).id;
    const sale = { items: [{ productId: pen, quantity: 1 }] };
    await post(a, '/api/erp/sale-invoice', sale, 'checkout-1').expect(400);
    await api.stockIn((await api.supplier()).id, [{ productId: pen, quantity: 5 }]);
    const first = await post(a, '/api/erp/sale-invoice', sale, 'checkout-1').expect(200);
    const again = await post(a, '/api/erp/sale-invoice', sale, 'checkout-1').expect(200);
    expect(again.body.data.invoiceNumber).toBe(first.body.data.invoiceNumber);
    expect(await api.onHand(pen, await api.defaultWarehouseId())).toBe('4.000');
  });

  it.each([
    ['expense category', '/api/erp/expense-category', () => ({ id: 0, name: 'Idem Category' }), '/api/erp/expense-category'],
    ['income', '/api/erp/income', () => ({ id: 0, incomeCategoryId: null, title: 'Idem income', amount: '10', incomeDate: today, receivedIntoAccountId: cash }), '/api/erp/income'],
    ['customer', '/api/erp/customer', () => ({ id: 0, name: 'Idem Customer', stateId: 27 }), '/api/erp/customer'],
    ['warehouse', '/api/erp/warehouse', () => ({ id: 0, name: 'Idem Warehouse' }), '/api/erp/warehouse'],
    ['personal profile', '/api/erp/personal-profile', () => ({
      id: 0, nameTitle: 'Ms.', name: 'Idem Profile', title: 'Accountant', email: 'idem@example.in', phone: '9812345678', country: 'India', city: 'Pune',
    }), '/api/erp/personal-profile'],
    ['branch', '/api/erp/branch', () => ({ id: 0, name: 'Idem Branch' }), '/api/erp/branch'],
  ])('holds on every create route: %s', async (_kind, path, body, listPath) => {
    const payload = body() as Record<string, unknown>;
    if ('incomeCategoryId' in payload) {
      payload.incomeCategoryId = (await t.http.get('/api/erp/income-category/select').set(a.headers).expect(200)).body.data[0].id;
    }
    const count = async () => {
      const data = (await t.http.get(listPath).set(a.headers).expect(200)).body.data;
      return Array.isArray(data) ? data.length : data.totalRecords;
    };
    const before = await count();
    const answers = await Promise.all([post(a, path, payload, `create-${path.replace(/\//g, ".")}`), post(a, path, payload, `create-${path.replace(/\//g, ".")}`)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0].body.data?.id ?? null).toEqual(answers[1].body.data?.id ?? null);
    expect(await count()).toBe(before + 1);
  });

  it('keeps an API key secret: a repeat creates nothing and answers 409 instead of the stored key', async () => {
    const create = () => post(a, '/api/erp/subscription/api-key', { name: 'Shop site' }, 'key-form-1');
    const first = await create().expect(200);
    expect(first.body.data.key).toMatch(/^bdk_/);
    const again = await create().expect(409);
    expect(again.body.message).toBe('This request was already processed; its answer held a secret that is shown only once');
    const keys = (await t.http.get('/api/erp/subscription/api-keys').set(a.headers).expect(200)).body.data;
    expect(keys).toHaveLength(1);
    const stored = await t.app.get(TenantRunner).runAsCompany(a.companyId, (m) =>
      m.query(`SELECT answer FROM idempotency_keys WHERE idempotency_key = 'key-form-1'`));
    expect(stored).toEqual([{ answer: null }]);
  });

  it('refuses a malformed key', async () => {
    const res = await post(a, '/api/erp/expense', expense('Bad key'), 'has spaces in it').expect(400);
    expect(res.body.message).toBe("Idempotency-Key must be 1 to 200 letters, digits, '.', '_', ':' or '-'");
    await post(a, '/api/erp/expense', expense('Bad key'), 'x'.repeat(201)).expect(400);
    expect(await countExpenses(a, 'Bad key')).toBe(0);
  });

  it('forgets keys after a day: an expired key creates again, and the hourly purge deletes old rows', async () => {
    await post(a, '/api/erp/expense', expense('Yesterday'), 'old-key').expect(200);
    const runner = t.app.get(TenantRunner);
    await runner.runAsPlatform((m) => m.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'old-key'`));
    const again = await post(a, '/api/erp/expense', expense('Yesterday'), 'old-key').expect(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countExpenses(a, 'Yesterday')).toBe(2);

    await runner.runAsPlatform((m) => m.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'form-1'`));
    await runner.runAsPlatform((manager) => t.app.get(IdempotencyPurgeJob).handle({ companyId: null }, { manager, jobId: 'test', attempt: 1 } as never));
    const left = await runner.runAsPlatform((m) => m.query(`SELECT idempotency_key AS key FROM idempotency_keys WHERE idempotency_key IN ('form-1', 'old-key')`));
    expect(left).toEqual([{ key: 'old-key' }]);
  });
});
