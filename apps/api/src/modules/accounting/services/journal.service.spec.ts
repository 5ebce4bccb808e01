import { tenantStorage } from '../../../core/tenancy/tenant-context.js';
import type { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import type { JournalsRepository } from '../repositories/journals.repository.js';
import type { AccountingProvisioner } from './accounting-provisioner.service.js';
import type { FinancialYearGuard } from './financial-year.guard.js';
import { JournalService, type JournalLineInput } from './journal.service.js';
import type { TransactionHistoryService } from './transaction-history.service.js';

/** The journal rules that need no database: a refused journal never reaches a repository. */
describe('JournalService rules', () => {
  const calls: string[] = [];
  const journals = {
    lockAccounts: async (_c: number, ids: number[]) => { calls.push('lock'); return ids.map((id) => ({ id: String(id), account_type: 'ASSET', account_sub_type: 'CASH' })); },
    insertJournal: async () => { calls.push('journal'); return { id: '7', groupTransactionId: 'GT0000000007' }; },
    insertLines: async (_c: number, _j: string, _d: string, lines: unknown[]) => { calls.push(`lines:${JSON.stringify(lines)}`); },
  } as unknown as JournalsRepository;
  const guard = { assertOpen: async () => { calls.push('guard'); } } as unknown as FinancialYearGuard;
  const history = { record: async () => { calls.push('history'); } } as unknown as TransactionHistoryService;
  const service = new JournalService(journals, {} as CoaAccountsRepository, guard, history, {} as AccountingProvisioner);
  const run = <T>(fn: () => Promise<T>) => tenantStorage.run({ companyId: 1, platform: false, manager: {} as never, userId: 5 }, fn);
  const post = (lines: JournalLineInput[], extra: Record<string, unknown> = {}) =>
    run(() => service.post({ date: '2026-11-23', remark: 'r', referenceModule: 'sale', referenceId: 3, lines, ...extra }));

  beforeEach(() => calls.splice(0));

  it('posts a balanced journal with exact decimal amounts, after the year check, and records history', async () => {
    const res = await post([{ accountId: 1, debitPaise: 11801, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 10001 }, { accountId: 3, debitPaise: 0, creditPaise: 1800 }]);
    expect(res).toEqual({ groupTransactionId: 'GT0000000007', journalId: 7 });
    expect(calls).toEqual([
      'guard', 'lock', 'journal',
      'lines:[{"accountId":1,"debit":"118.01","credit":"0.00"},{"accountId":2,"debit":"0.00","credit":"100.01"},{"accountId":3,"debit":"0.00","credit":"18.00"}]',
      'history',
    ]);
  });

  it.each([
    [[{ accountId: 1, debitPaise: 100, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 99 }], 'The journal does not balance: debits ₹1.00, credits ₹0.99'],
    [[{ accountId: 1, debitPaise: 100, creditPaise: 0 }], /at least two lines/],
    [[], /at least two lines/],
    [[{ accountId: 1, debitPaise: 100, creditPaise: 100 }, { accountId: 2, debitPaise: 0, creditPaise: 0 }], /exactly one positive side/],
    [[{ accountId: 1, debitPaise: -100, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: -100 }], /exactly one positive side/],
    [[{ accountId: 1, debitPaise: 0.5, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 0.5 }], /whole paise/],
    [[{ accountId: 0, debitPaise: 1, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 1 }], 'Account not found'],
  ])('refuses %j before touching the database', async (lines, message) => {
    await expect(post(lines as JournalLineInput[])).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('refuses bad dates and references', async () => {
    const lines = [{ accountId: 1, debitPaise: 1, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 1 }];
    await expect(post(lines, { date: '2026-02-30' })).rejects.toThrow('Date must be a valid date (yyyy-MM-dd)');
    await expect(post(lines, { referenceModule: '  ' })).rejects.toThrow('referenceModule is required');
    await expect(post(lines, { referenceId: 0 })).rejects.toThrow('referenceId must be a positive whole number');
    expect(calls).toEqual([]);
  });

  it('skips the history entry when asked', async () => {
    await run(() => service.post({ date: '2026-11-23', remark: '', referenceModule: 'X', referenceId: 1,
      lines: [{ accountId: 1, debitPaise: 1, creditPaise: 0 }, { accountId: 2, debitPaise: 0, creditPaise: 1 }] }, { recordHistory: false }));
    expect(calls).not.toContain('history');
  });
});
