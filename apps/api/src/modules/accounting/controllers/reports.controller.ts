import { Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { AccountDashboardView, BalanceSheetView, LedgerView, ProfitAndLossView, TrialBalanceView } from '../dtos/reports.views.js';
import { ReportsService } from '../services/reports.service.js';
import { ApiController, GetRoute, ListQueryParam } from '../../../core/http/routes.js';

const range = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'fromDate', required: false, description: 'yyyy-MM-dd; default: start of the current financial year' })(target, key, descriptor);
  ApiQuery({ name: 'toDate', required: false, description: 'yyyy-MM-dd; default: end of the current financial year' })(target, key, descriptor);
};

@ApiController('accounting', 'erp/account')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @GetRoute('accounting.read', 'dashboard', "This month's income and expense, cash and bank balances, 6-month trend, recent entries", ApiEnvelope(AccountDashboardView))
  async dashboard() {
    return reply(await this.reports.dashboard(), 'Dashboard fetched successfully');
  }

  @GetRoute('accounting.read', 'reports/trial-balance', 'Trial balance: opening, movements and closing per account; closing debits equal credits',
    ApiEnvelope(TrialBalanceView), range(), ApiQuery({ name: 'includeZero', required: false, type: Boolean }))
  async trialBalance(@Query('fromDate') from?: string, @Query('toDate') to?: string, @Query('includeZero') includeZero?: string) {
    return reply(await this.reports.trialBalance(this.reports.range(from, to), includeZero === 'true'), 'Trial balance fetched successfully');
  }

  @GetRoute('accounting.read', 'reports/profit-and-loss', 'Profit and loss for a date range', ApiEnvelope(ProfitAndLossView), range())
  async profitAndLoss(@Query('fromDate') from?: string, @Query('toDate') to?: string) {
    return reply(await this.reports.profitAndLoss(this.reports.range(from, to)), 'Profit and loss fetched successfully');
  }

  @GetRoute('accounting.read', 'reports/balance-sheet', 'Balance sheet as on toDate', ApiEnvelope(BalanceSheetView), range())
  async balanceSheet(@Query('fromDate') from?: string, @Query('toDate') to?: string) {
    return reply(await this.reports.balanceSheet(this.reports.range(from, to)), 'Balance sheet fetched successfully');
  }

  @GetRoute('accounting.read', 'reports/ledger', 'Ledger of one account with running balance (page size default 100)',
    ApiEnvelope(LedgerView), ApiQuery({ name: 'accountId', required: true }), range(), ListQueryParam('URL-encoded JSON {page, size}'))
  async ledger(
    @Query('accountId') accountId: string | undefined,
    @Query('fromDate') from: string | undefined,
    @Query('toDate') to: string | undefined,
    @ListParams({ defaultSize: 100, maxSize: 1000 }) query: ListQuery,
  ) {
    const id = accountId && /^\d+$/.test(accountId.trim()) ? Number(accountId) : NaN;
    return reply(await this.reports.ledger(id, this.reports.range(from, to), query), 'Ledger fetched successfully');
  }
}
