import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { BalanceWarningView } from '../dtos/balance-warning.views.js';
import { NEGATIVE_BALANCES_SQL } from '../repositories/reports.sql.js';

/**
 * "No silent negative cash" (issue 27 item 5): after a save that paid money out, the Cash and Bank accounts it touched
 * that are now below zero. The save itself is never refused (a spec client is not blocked); its answer carries these.
 */
@Injectable()
export class BalanceWarningsService {
  async negativeBalances(accountIds: number[]): Promise<BalanceWarningView[]> {
    const ids = [...new Set(accountIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return [];
    const { rows } = await sql<{ id: number; name: string; balance: string }>(NEGATIVE_BALANCES_SQL, [currentCompanyId(), ids]);
    return rows.map((r) => ({ code: 'NEGATIVE_BALANCE', accountId: r.id, accountName: r.name, balance: r.balance }));
  }
}
