import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { asCompany, trialBalance } from './support.js';

/** The contract other modules post through: JournalService and FinancialYearGuard. */
describe('JournalService', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  it('activation provisioned the default chart, categories and the current financial year', async () => {
    const runner = t.app.get(TenantRunner);
    const accounts = await runner.runAsCompany(a.companyId, (m) =>
      m.query(`SELECT system_code, account_sub_type, account_type FROM coa_accounts ORDER BY id`));
    const codes = accounts.map((r: { system_code: string }) => r.system_code);
    expect(codes).toEqual(expect.arrayContaining(['CASH', 'BANK', 'RECEIVABLE', 'PAYABLE', 'OUTPUT_GST', 'INPUT_GST', 'SALES',
      'OTHER_INCOME', 'PURCHASES', 'OWNER_CAPITAL', 'DRAWINGS', 'MARKETING', 'RENT', 'TRAVEL', 'OFFICE_EXPENSES']));
    const years = await runner.runAsCompany(a.companyId, (m) =>
      m.query(`SELECT name, to_char(start_date, 'YYYY-MM-DD') s, to_char(end_date, 'YYYY-MM-DD') e, is_active, is_locked FROM financial_years`));
    expect(years).toEqual([{ name: 'FY 2026-27', s: '2026-04-01', e: '2027-03-31', is_active: true, is_locked: false }]);
    const cats = await runner.runAsCompany(a.companyId, (m) => m.query(`SELECT count(*)::int n FROM expense_categories`));
    expect(cats[0].n).toBeGreaterThanOrEqual(3);
    const inc = await runner.runAsCompany(a.companyId, (m) => m.query(`SELECT name FROM income_categories`));
    expect(inc.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Bank Interest', 'Owner Investment']));
  });

  it('posts a balanced journal and reverses it once', async () => {
    const posted = await asCompany(t.app, a.companyId, async (j) => {
      const cash = await j.systemAccountId('CASH');
      const sales = await j.systemAccountId('SALES');
      const gst = await j.systemAccountId('OUTPUT_GST');
      return j.post({
        date: '2026-11-20', remark: 'POS sale 17', referenceModule: 'SALE', referenceId: 17,
        lines: [
          { accountId: cash, debitPaise: 11800, creditPaise: 0 },
          { accountId: sales, debitPaise: 0, creditPaise: 10000 },
          { accountId: gst, debitPaise: 0, creditPaise: 1800 },
        ],
      });
    });
    expect(posted.groupTransactionId).toMatch(/^GT\d{10}$/);
    expect(await trialBalance(t.app, a.companyId)).toEqual({ debit: '118.00', credit: '118.00' });

    const reversal = await asCompany(t.app, a.companyId, (j) => j.reverse(posted.groupTransactionId, 'Sale cancelled'));
    expect(reversal.groupTransactionId).not.toBe(posted.groupTransactionId);
    await expect(asCompany(t.app, a.companyId, (j) => j.reverse(posted.groupTransactionId, 'again')))
      .rejects.toThrow('This journal has already been reversed');
    await expect(asCompany(t.app, a.companyId, (j) => j.reverse(reversal.groupTransactionId, 'again')))
      .rejects.toThrow(/cannot itself be reversed/);
  });

  it('refuses an unbalanced journal, one-line journals and two-sided lines', async () => {
    await asCompany(t.app, a.companyId, async (j) => {
      const cash = await j.systemAccountId('CASH');
      const sales = await j.systemAccountId('SALES');
      const base = { date: '2026-11-20', remark: 'x', referenceModule: 'SALE', referenceId: 1 };
      await expect(j.post({ ...base, lines: [{ accountId: cash, debitPaise: 100, creditPaise: 0 }, { accountId: sales, debitPaise: 0, creditPaise: 99 }] }))
        .rejects.toThrow('The journal does not balance: debits ₹1.00, credits ₹0.99');
      await expect(j.post({ ...base, lines: [{ accountId: cash, debitPaise: 100, creditPaise: 0 }] })).rejects.toThrow(/at least two lines/);
      await expect(j.post({ ...base, lines: [{ accountId: cash, debitPaise: 100, creditPaise: 100 }, { accountId: sales, debitPaise: 0, creditPaise: 0 }] }))
        .rejects.toThrow(/exactly one positive side/);
      await expect(j.post({ ...base, lines: [{ accountId: cash, debitPaise: 1.5, creditPaise: 0 }, { accountId: sales, debitPaise: 0, creditPaise: 1.5 }] }))
        .rejects.toThrow(/whole paise/);
    });
  });

  it('the database itself refuses an unbalanced journal at commit and any rewrite of the ledger', async () => {
    const runner = t.app.get(TenantRunner);
    await expect(runner.runAsCompany(a.companyId, async (m) => {
      const [acc] = await m.query(`SELECT id FROM coa_accounts WHERE system_code = 'CASH'`);
      const [jr] = await m.query(`INSERT INTO journals (company_id, group_transaction_id, transaction_date, reference_module, reference_id)
        VALUES ($1, 'GTX-BAD', '2026-11-01', 'TEST', 1) RETURNING id`, [a.companyId]);
      await m.query(`INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit) VALUES ($1, $2, $3, '2026-11-01', 5)`,
        [a.companyId, jr.id, acc.id]);
    })).rejects.toThrow(/unbalanced/);
    await expect(runner.runAsCompany(a.companyId, (m) => m.query(`UPDATE journal_lines SET debit = debit + 1 WHERE debit > 0`)))
      .rejects.toThrow(/append-only/);
    await expect(runner.runAsCompany(a.companyId, (m) => m.query(`DELETE FROM journals`))).rejects.toThrow(/append-only/);
  });

  it('refuses posting and reversing inside a locked year, with the expense message', async () => {
    const runner = t.app.get(TenantRunner);
    const posted = await asCompany(t.app, a.companyId, async (j) => {
      const cash = await j.systemAccountId('CASH');
      const bank = await j.systemAccountId('BANK');
      return j.post({ date: '2026-06-01', remark: 'deposit', referenceModule: 'TEST', referenceId: 2,
        lines: [{ accountId: bank, debitPaise: 500, creditPaise: 0 }, { accountId: cash, debitPaise: 0, creditPaise: 500 }] });
    });
    await runner.runAsCompany(a.companyId, (m) => m.query(`UPDATE financial_years SET is_locked = true`));
    const locked = /The financial year FY 2026-27 \(01 Apr 2026 to 31 Mar 2027\) is locked/;
    await expect(asCompany(t.app, a.companyId, async (j) => {
      const cash = await j.systemAccountId('CASH');
      const bank = await j.systemAccountId('BANK');
      return j.post({ date: '2026-12-01', remark: 'x', referenceModule: 'TEST', referenceId: 3,
        lines: [{ accountId: bank, debitPaise: 500, creditPaise: 0 }, { accountId: cash, debitPaise: 0, creditPaise: 500 }] });
    })).rejects.toThrow(locked);
    await expect(asCompany(t.app, a.companyId, (j) => j.reverse(posted.groupTransactionId, 'undo'))).rejects.toThrow(locked);
    // Dates outside the locked year are fine.
    await asCompany(t.app, a.companyId, async (j) => {
      const cash = await j.systemAccountId('CASH');
      const bank = await j.systemAccountId('BANK');
      await j.post({ date: '2027-04-02', remark: 'next year', referenceModule: 'TEST', referenceId: 4,
        lines: [{ accountId: bank, debitPaise: 500, creditPaise: 0 }, { accountId: cash, debitPaise: 0, creditPaise: 500 }] });
    });
    await runner.runAsCompany(a.companyId, (m) => m.query(`UPDATE financial_years SET is_locked = false`));
  });

  it("refuses another company's accounts", async () => {
    const b = await activeCompany(t.http);
    const bCash = await asCompany(t.app, b.companyId, (j) => j.systemAccountId('CASH'));
    await expect(asCompany(t.app, a.companyId, async (j) => {
      const sales = await j.systemAccountId('SALES');
      return j.post({ date: '2026-11-20', remark: 'x', referenceModule: 'SALE', referenceId: 9,
        lines: [{ accountId: bCash, debitPaise: 100, creditPaise: 0 }, { accountId: sales, debitPaise: 0, creditPaise: 100 }] });
    })).rejects.toThrow(/Account not found/);
  });
});
