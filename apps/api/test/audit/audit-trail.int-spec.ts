import pg from 'pg';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, login } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from '../accounting/support.js';

type Company = Awaited<ReturnType<typeof activeCompany>>;

describe('audit trail (issue 26 item 4)', () => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let rent: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    cash = await api.accountId('Cash');
    rent = await api.categoryId('expense', 'Rent');
  });
  afterAll(async () => t.close());

  async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const owner = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    withClient(t.db.ownerUrl, async (c) => (await c.query(text, params)).rows as T[]);

  const userIdOf = async (c: Company) => Number((await owner<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [c.email]))[0].id);
  const auditOf = (recordType: string, recordId: number | string) =>
    owner<{ action: string; user_id: string | null; user_name: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; client_address: string | null; company_id: string; xmin: string }>(
      `SELECT action, user_id, user_name, before, after, client_address, company_id, xmin::text AS xmin FROM audit_log
        WHERE record_type = $1 AND record_id = $2 ORDER BY id`, [recordType, String(recordId)]);

  it('an expense created, edited and deleted writes three rows under the user, with before and after, in the change\'s transaction', async () => {
    const created = await api.expense({ expenseCategoryId: rent, title: 'Shop rent', amount: '1200.00', expenseDate: '2026-11-05', paymentAccountId: cash });
    await api.post('/api/erp/expense', {
      id: created.id, expenseCategoryId: rent, title: 'Shop rent November', amount: '1250.00', expenseDate: '2026-11-05', paymentAccountId: cash,
    }).expect(200);
    await api.del(`/api/erp/expense?id=${created.id}`).expect(200);

    const rows = await auditOf('expense', created.id);
    expect(rows.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    const userId = await userIdOf(a);
    for (const r of rows) {
      expect(r).toMatchObject({ user_id: String(userId), user_name: 'Ravi Sharma', company_id: String(a.companyId) });
      expect(r.client_address).toBeTruthy();
    }
    const [create, update, del] = rows;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ id: created.id, title: 'Shop rent', amount: 1200 });
    // An edit keeps only what changed.
    expect(update.before).toMatchObject({ title: 'Shop rent', amount: 1200 });
    expect(update.after).toMatchObject({ title: 'Shop rent November', amount: 1250 });
    expect(Object.keys(update.after!).sort()).toEqual(Object.keys(update.before!).sort());
    expect(update.after).not.toHaveProperty('expense_date');
    expect(update.after).not.toHaveProperty('updated_at');
    expect(del.before).toEqual({ deleted_at: null, deleted_by: null });
    expect(del.after).toMatchObject({ deleted_by: userId });
    // The row was written by the transaction that deleted the expense (same transaction id).
    const [expense] = await owner<{ xmin: string }>(`SELECT xmin::text AS xmin FROM expenses WHERE id = $1`, [created.id]);
    expect(del.xmin).toBe(expense.xmin);
  });

  it('a change that rolls back leaves no audit row', async () => {
    const created = await api.expense({ expenseCategoryId: rent, title: 'Before', amount: '10.00', expenseDate: '2026-11-06', paymentAccountId: cash });
    const runner = t.app.get(TenantRunner);
    const userId = await userIdOf(a);
    await expect(runner.runAsCompany(a.companyId, async (m) => {
      await m.query(`UPDATE expenses SET title = 'Never' WHERE id = $1`, [created.id]);
      expect((await m.query(`SELECT count(*)::int AS n FROM audit_log WHERE record_type = 'expense' AND record_id = $1`, [String(created.id)]))[0].n).toBe(2);
      throw new Error('changed my mind');
    }, userId)).rejects.toThrow('changed my mind');
    expect((await auditOf('expense', created.id)).map((r) => r.action)).toEqual(['CREATE']);
  });

  it('never copies a secret: a password change shows that it changed, not the hash', async () => {
    const userId = await userIdOf(a);
    await t.http.post('/api/auth/authentication/change-password').set(a.headers)
      .send({ currentPassword: a.password, newPassword: 'Second@123', confirmPassword: 'Second@123', source: 'WEB' }).expect(200);
    a.password = 'Second@123';
    const rows = await auditOf('user', userId);
    const change = rows.at(-1)!;
    expect(change.action).toBe('UPDATE');
    expect(change.after).toHaveProperty('password_changed_at');
    expect(JSON.stringify(rows)).not.toMatch(/password_hash|argon2/);
    Object.assign(a, await login(t.http, a.email, a.password));
    api = accountingApi(t.http, a);
  });

  it('the app role can neither change nor remove audit rows', async () => {
    const runner = t.app.get(TenantRunner);
    await expect(runner.runAsCompany(a.companyId, (m) => m.query(`UPDATE audit_log SET user_name = 'Someone else'`))).rejects.toThrow(/permission denied/);
    await expect(runner.runAsCompany(a.companyId, (m) => m.query(`DELETE FROM audit_log`))).rejects.toThrow(/permission denied/);
    await expect(runner.runAsPlatform((m) => m.query(`DELETE FROM audit_log`))).rejects.toThrow(/permission denied/);
    await withClient(t.endpoints.appUrl, async (c) => {
      await expect(c.query(`TRUNCATE audit_log`)).rejects.toThrow(/permission denied/);
    });
    // Not even the owner rewrites history.
    await expect(owner(`UPDATE audit_log SET action = 'LOGIN' WHERE id = (SELECT max(id) FROM audit_log)`)).rejects.toThrow(/append-only/);
    // And a company inserting a row for another is refused by the policy.
    await expect(runner.runAsCompany(a.companyId, (m) => m.query(
      `INSERT INTO audit_log (company_id, action, record_type) VALUES ($1, 'EXPORT', 'expense')`, [b.companyId]))).rejects.toThrow(/row-level security/);
  });

  it('records login, failed login and logout with the address', async () => {
    const session = await login(t.http, a.email, a.password);
    await t.http.post('/api/auth/authentication').send({ userName: a.email, password: 'Wrong@123' }).expect(401);
    await t.http.post('/api/auth/authentication/logout').set(session.headers).expect(200);
    const rows = await owner<{ action: string; record_id: string | null; user_name: string; client_address: string; after: Record<string, unknown> }>(
      `SELECT action, record_id, user_name, client_address, after FROM audit_log WHERE company_id = $1 AND record_type = 'session' ORDER BY id DESC LIMIT 3`,
      [a.companyId]);
    expect(rows.map((r) => r.action)).toEqual(['LOGOUT', 'LOGIN_FAILED', 'LOGIN']);
    expect(rows[0].record_id).toBe(rows[2].record_id);
    expect(rows[2].record_id).toMatch(/^[0-9a-f-]{36}$/);
    for (const r of rows) expect(r).toMatchObject({ user_name: 'Ravi Sharma', client_address: expect.any(String) });
    expect(rows[1].after).toMatchObject({ reason: 'wrong password' });
  });

  it('records exports with their filters', async () => {
    await api.get('/api/erp/expense/export?fromDate=2026-11-01&toDate=2026-11-30').expect(200);
    const [row] = await owner<{ action: string; after: Record<string, unknown> }>(
      `SELECT action, after FROM audit_log WHERE company_id = $1 AND record_type = 'expense' ORDER BY id DESC LIMIT 1`, [a.companyId]);
    expect(row).toMatchObject({ action: 'EXPORT', after: { fromDate: '2026-11-01', toDate: '2026-11-30' } });
  });

  it('the wave\'s later records and exports are in the trail too: the spending alert, the Tally export', async () => {
    await t.http.put('/api/erp/subscription/spending-alert').set(a.headers).send({ monthlyLimit: '2,500' }).expect(200);
    const [alert] = await owner<{ action: string; user_id: string; after: Record<string, unknown> }>(
      `SELECT action, user_id, after FROM audit_log WHERE company_id = $1 AND record_type = 'spending_alert' ORDER BY id DESC LIMIT 1`, [a.companyId]);
    expect(alert).toMatchObject({ action: 'CREATE', user_id: String(await userIdOf(a)), after: expect.objectContaining({ monthly_limit: 2500 }) });

    await api.get('/api/erp/export/tally?from=2026-11-01&to=2026-11-30').expect(200);
    const [tally] = await owner<{ action: string; after: Record<string, unknown> }>(
      `SELECT action, after FROM audit_log WHERE company_id = $1 AND record_type = 'tally' ORDER BY id DESC LIMIT 1`, [a.companyId]);
    expect(tally).toMatchObject({ action: 'EXPORT', after: { from: '2026-11-01', to: '2026-11-30' } });
  });

  it('GET /api/erp/audit-log: paged, newest first, filtered by user, record type, action, dates and search; only the company\'s rows', async () => {
    const userId = await userIdOf(a);
    const all = await api.get('/api/erp/audit-log?size=5').expect(200);
    expect(all.body).toMatchObject({ status: 'OK', message: 'Activity fetched successfully' });
    expect(all.body.data.list).toHaveLength(5);
    expect(all.body.data.totalRecords).toBeGreaterThan(5);
    const ids = all.body.data.list.map((r: { id: number }) => r.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(all.body.data.list[0]).toEqual(expect.objectContaining({
      id: expect.any(Number), createdAt: expect.any(String), action: expect.any(String), recordType: expect.any(String), clientAddress: expect.any(String),
    }));

    const expenses = await api.get(`/api/erp/audit-log?recordType=expense&userId=${userId}`).expect(200);
    expect(expenses.body.data.list.length).toBeGreaterThanOrEqual(5);
    for (const r of expenses.body.data.list) expect(r).toMatchObject({ recordType: 'expense', userId, userName: 'Ravi Sharma' });
    const deletes = await api.get('/api/erp/audit-log?recordType=expense&action=DELETE').expect(200);
    expect(deletes.body.data.list.map((r: { action: string }) => r.action)).toEqual(['DELETE']);
    const q = encodeURIComponent(JSON.stringify({ search: 'LOGIN_FAILED', page: 0, size: 20 }));
    const searched = await api.get(`/api/erp/audit-log?q=${q}`).expect(200);
    expect(searched.body.data.list.map((r: { action: string }) => r.action)).toEqual(['LOGIN_FAILED']);

    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const inRange = await api.get(`/api/erp/audit-log?from=${today}&to=${today}`).expect(200);
    expect(inRange.body.data.totalRecords).toBe(all.body.data.totalRecords);
    const before = await api.get('/api/erp/audit-log?from=2020-01-01&to=2020-12-31').expect(200);
    expect(before.body.data).toEqual({ list: [], totalPages: 0, totalRecords: 0 });

    // The other company sees only its own rows (its signup and login), none of these.
    const other = await t.http.get('/api/erp/audit-log?size=100').set(b.headers).expect(200);
    expect(other.body.data.list.length).toBeGreaterThan(0);
    expect(other.body.data.list.every((r: { recordType: string; recordId: string }) => r.recordType !== 'expense')).toBe(true);
    const otherUser = await t.http.get(`/api/erp/audit-log?userId=${userId}`).set(b.headers).expect(200);
    expect(otherUser.body.data.totalRecords).toBe(0);

    const users = await api.get('/api/erp/audit-log/users').expect(200);
    // The provider's administrator activated the company: that change is in its trail under their name.
    expect(users.body.data).toEqual([expect.objectContaining({ name: 'Platform Administrator' }), { id: userId, name: 'Ravi Sharma' }]);
    const activation = await api.get('/api/erp/audit-log?recordType=company&action=UPDATE').expect(200);
    expect(activation.body.data.list[0]).toMatchObject({ userName: 'Platform Administrator', before: { active: false }, after: { active: true } });
  });

  it('refuses bad filters with a message naming the field', async () => {
    expect((await api.get('/api/erp/audit-log?from=2026-13-01').expect(400)).body.message).toBe('from must be a date (yyyy-MM-dd)');
    expect((await api.get('/api/erp/audit-log?to=yesterday').expect(400)).body.message).toBe('to must be a date (yyyy-MM-dd)');
    expect((await api.get('/api/erp/audit-log?from=2026-02-01&to=2026-01-01').expect(400)).body.message).toBe('from must not be after to');
    expect((await api.get('/api/erp/audit-log?userId=abc').expect(400)).body.message).toBe('userId must be a positive whole number');
    expect((await api.get('/api/erp/audit-log?recordType=Robert%27);DROP').expect(400)).body.message)
      .toBe('recordType must be a record type such as expense or sale_invoice');
    expect((await api.get('/api/erp/audit-log?action=HACK').expect(400)).body.message).toMatch(/^action must be one of CREATE, UPDATE/);
  });

  it('the transaction history still names the real user', async () => {
    const created = await api.expense({ expenseCategoryId: rent, title: 'History', amount: '5.00', expenseDate: '2026-11-07', paymentAccountId: cash });
    const res = await api.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${created.id}`).expect(200);
    expect(res.body.data[0]).toMatchObject({ createdBy: 'Ravi Sharma' });
  });
});
