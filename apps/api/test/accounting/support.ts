import type { INestApplicationContext } from '@nestjs/common';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { JournalService } from '../../src/modules/accounting/services/journal.service.js';

/** Runs fn as the company's user, in one transaction, with the accounting services at hand. */
export function asCompany<T>(app: INestApplicationContext, companyId: number, fn: (journal: JournalService) => Promise<T>, userId?: number): Promise<T> {
  const runner = app.get(TenantRunner);
  const journal = app.get(JournalService);
  return runner.runAsCompany(companyId, () => fn(journal), userId);
}

export async function trialBalance(app: INestApplicationContext, companyId: number): Promise<{ debit: string; credit: string }> {
  const runner = app.get(TenantRunner);
  const [row] = await runner.runAsCompany(companyId, (m) =>
    m.query(`SELECT COALESCE(sum(debit), 0)::text AS debit, COALESCE(sum(credit), 0)::text AS credit FROM journal_lines`));
  return row;
}
