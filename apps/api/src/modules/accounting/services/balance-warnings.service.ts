import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { BalanceWarningView } from '../dtos/balance-warning.views.js';

/**
 * "No silent negative cash" (issue 27 item 5): after a save that paid money out, the Cash and Bank accounts it touched
 * that are now below zero. The save itself is never refused (a spec client is not blocked); its answer carries these.
 */
@Injectable()
export class BalanceWarningsService {
  async negativeBalances(accountIds: number[]): Promise<BalanceWarningView[]> {
    const ids = [...new Set(accountIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return [];
    const { rows } = await sql<{ id: number; name: string; balance: string }>(
      `SELECT a.id::int AS id, a.name, COALESCE(sum(l.debit - l.credit), 0)::text AS balance
         FROM coa_accounts a
         LEFT JOIN journal_lines l ON l.company_id = a.company_id AND l.account_id = a.id
        WHERE a.company_id = $1 AND a.id = ANY($2::bigint[]) AND a.account_sub_type IN ('CASH', 'BANK')
        GROUP BY a.id HAVING COALESCE(sum(l.debit - l.credit), 0) < 0
        ORDER BY a.id`,
      [currentCompanyId(), ids],
    );
    return rows.map((r) => ({ code: 'NEGATIVE_BALANCE', accountId: r.id, accountName: r.name, balance: r.balance }));
  }
}
