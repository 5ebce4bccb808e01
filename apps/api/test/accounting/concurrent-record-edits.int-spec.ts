import pg from 'pg';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

/**
 * Issue 24 item 8: concurrent edits of one record that change what its list row joins (the expense's
 * account and category) answered 404 "Expense not found" for a record that exists. Each edit either
 * succeeds or is told the record changed under it (409); the record, its journal and the ledger stay
 * consistent.
 */
describe('concurrent edits of one record', () => {
  let t: TestApp;
  let base: string;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
  });
  afterAll(async () => t.close());

  /** Over real connections, all at once (supertest would queue them on one agent). */
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { status: string; message: string; data: any } };
  };

  const CONFLICT = 'This record was changed by someone else. Reload it and try again.';

  async function editRace(kind: 'expense' | 'income') {
    const [cash, bank] = [await api.accountId('Cash'), await api.accountId('Bank Account')];
    const categories = kind === 'expense'
      ? [await api.categoryId('expense', 'Rent'), await api.categoryId('expense', 'Travel')]
      : [await api.categoryId('income', 'Bank Interest'), await api.categoryId('income', 'Rental Income')];
    const fields = (i: number) => kind === 'expense'
      ? { expenseCategoryId: categories[i % 2], expenseDate: '2026-11-16', paymentAccountId: i % 2 ? bank : cash }
      : { incomeCategoryId: categories[i % 2], incomeDate: '2026-11-16', receivedIntoAccountId: i % 2 ? bank : cash };
    const created = await (kind === 'expense' ? api.expense : api.income)({ ...fields(0), title: 'Contended', amount: '100' });

    const N = 30;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) =>
      send('PUT', `/api/erp/${kind}`, { id: created.id, ...fields(i + 1), title: `Edit ${i}`, amount: `${100 + i}` })));

    for (const r of answers) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body).toMatchObject({ status: 'CONFLICT', message: CONFLICT });
    }
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThan(0);

    // The record as it is now: its journal is the one live journal of the record and posts exactly it.
    const runner = t.app.get(TenantRunner);
    const table = kind === 'expense' ? 'expenses' : 'incomes';
    const money = kind === 'expense' ? 'payment_account_id' : 'received_into_account_id';
    const post = kind === 'expense' ? 'expense_account_id' : 'income_account_id';
    const category = kind === 'expense' ? 'expense_category_id' : 'income_category_id';
    const categoryTable = kind === 'expense' ? 'expense_categories' : 'income_categories';
    const [state] = await runner.runAsCompany(a.companyId, (m) => m.query(
      `SELECT r.amount::text AS amount, r.${money}::int AS money, r.${post} = c.account_id AS post_follows_category,
              (SELECT count(*)::int FROM journals j WHERE j.reference_module = $2 AND j.reference_id = r.id
                 AND j.reverses_journal_id IS NULL AND NOT EXISTS (SELECT 1 FROM journals x WHERE x.reverses_journal_id = j.id)) AS live,
              (SELECT count(*)::int FROM journals j WHERE j.reference_module = $2 AND j.reference_id = r.id AND j.reverses_journal_id IS NOT NULL) AS reversals,
              (SELECT json_agg(json_build_object('account', l.account_id::int, 'debit', l.debit::text, 'credit', l.credit::text) ORDER BY l.debit DESC)
                 FROM journal_lines l WHERE l.journal_id = r.journal_id) AS lines,
              r.${post}::int AS post
         FROM ${table} r JOIN ${categoryTable} c ON c.company_id = r.company_id AND c.id = r.${category}
        WHERE r.id = $1`, [created.id, kind.toUpperCase()]));
    expect(state.post_follows_category).toBe(true);
    expect(state.live).toBe(1);
    // Every successful edit changed the ledger (the amount differs each time): one reversal each.
    expect(state.reversals).toBe(ok);
    const [debit, credit] = kind === 'expense' ? [state.post, state.money] : [state.money, state.post];
    expect(state.lines).toEqual([
      { account: debit, debit: state.amount, credit: '0.00' },
      { account: credit, debit: '0.00', credit: state.amount },
    ]);
    const shown = (await api.get(`/api/erp/${kind}?size=100`).expect(200)).body.data.list.find((r: { id: number }) => r.id === created.id);
    expect(shown.amount).toBe(state.amount);
    const history = await api.get(`/api/erp/transaction/history?referenceModule=${kind.toUpperCase()}&referenceId=${created.id}`).expect(200);
    expect(history.body.data).toHaveLength(ok + 1);
    expect((await api.trialBalance()).balanced).toBe(true);
  }

  it('30 parallel PUTs of one expense alternating its account and category: each 200 or 409, never 404', () => editRace('expense'));

  it('the same for an income', () => editRace('income'));

  /** Polls as the owner until `sql` answers a row (a state, not a time, decides). */
  async function waitFor(owner: pg.Client, text: string, params: unknown[]): Promise<void> {
    for (let i = 0; i < 3000; i++) {
      if ((await owner.query(text, params)).rowCount) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`never true: ${text}`);
  }

  it('an edit PostgreSQL rolls back to break a deadlock answers 409, and nothing of it stays', async () => {
    const cash = await api.accountId('Cash');
    const rent = await api.categoryId('expense', 'Rent');
    const e = await api.expense({ expenseCategoryId: rent, title: 'Deadlocked', amount: '100', expenseDate: '2026-11-17', paymentAccountId: cash });
    const other = new pg.Client({ connectionString: t.db.ownerUrl });
    const watcher = new pg.Client({ connectionString: t.db.ownerUrl });
    await other.connect();
    await watcher.connect();
    try {
      // The hook: the edit's UPDATE of this expense (it holds the record's lock by then) waits until `other` is
      // blocked on that record, then asks for a lock `other` holds. The edit starts the second wait, so its
      // deadlock check (after deadlock_timeout) finds the cycle and PostgreSQL rolls the edit back; `other`
      // checks only after an hour.
      const otherPid = (await other.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
      await watcher.query(`CREATE FUNCTION deadlock_hook() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          WHILE NOT EXISTS (SELECT 1 FROM pg_locks WHERE pid = ${otherPid} AND NOT granted) LOOP PERFORM pg_sleep(0.01); END LOOP;
          PERFORM pg_advisory_xact_lock(240008);
          RETURN NEW;
        END $$`);
      await watcher.query(`CREATE TRIGGER deadlock_hook BEFORE UPDATE ON expenses FOR EACH ROW WHEN (NEW.id = ${Number(e.id)}) EXECUTE FUNCTION deadlock_hook()`);
      await other.query(`SET deadlock_timeout = '1h'`);
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(240008)');

      const edit = send('PUT', '/api/erp/expense', {
        id: e.id, expenseCategoryId: rent, title: 'Deadlocked', amount: '250', expenseDate: '2026-11-17', paymentAccountId: cash,
      });
      await waitFor(watcher, `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`, []);
      const otherLock = other.query('SELECT 1 FROM expenses WHERE id = $1 FOR UPDATE', [e.id]);
      const answer = await edit;
      await otherLock;
      await other.query('ROLLBACK');

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ status: 'CONFLICT', message: CONFLICT, data: null });
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await watcher.query('DROP TRIGGER IF EXISTS deadlock_hook ON expenses').catch(() => undefined);
      await watcher.query('DROP FUNCTION IF EXISTS deadlock_hook()').catch(() => undefined);
      await other.end();
      await watcher.end();
    }
    const shown = (await api.get('/api/erp/expense?size=100').expect(200)).body.data.list.find((r: { id: number }) => r.id === e.id);
    expect(shown.amount).toBe('100.00');
    const history = await api.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${e.id}`).expect(200);
    expect(history.body.data).toHaveLength(1);
    expect((await api.trialBalance()).balanced).toBe(true);
    // Edited again, it goes through.
    const again = await send('PUT', '/api/erp/expense', {
      id: e.id, expenseCategoryId: rent, title: 'Deadlocked', amount: '250', expenseDate: '2026-11-17', paymentAccountId: cash,
    });
    expect(again.status).toBe(200);
  });
});
