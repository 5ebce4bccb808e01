import { applyDecorators, Body, createParamDecorator, Query, Res, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { csvAttachment, reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ExpenseView, IncomeView, RecordTotalsView, SaveExpenseDto, SaveIncomeDto, TransactionHistoryView } from '../dtos/records.dtos.js';
import { EXPENSE_SORTABLE, INCOME_SORTABLE } from '../repositories/posted-records.repository.js';
import { ExpensesService, IncomesService, type RawRecordFilters } from '../services/expenses-income.services.js';
import { BalanceWarningsService } from '../services/balance-warnings.service.js';
import { SavedExpenseView } from '../dtos/balance-warning.views.js';
import { RecordHistoryService } from '../services/record-history.service.js';
import { ApiEnvelope, ApiFileAnswer, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PostRoute, PutRoute } from '../../../core/http/routes.js';

/** What the account and the party filters of a list are called in its query string. */
interface FilterNames {
  account: string;
  party: string;
}
const EXPENSE_FILTERS: FilterNames = { account: 'paymentAccountId', party: 'supplierId' };
const INCOME_FILTERS: FilterNames = { account: 'receivedIntoAccountId', party: 'customerId' };

/** The list's plain filter parameters, documented once for the list and its CSV export. */
function ListFilterQueries({ account, party }: FilterNames): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'categoryId', required: false, type: String }),
    ApiQuery({ name: account, required: false, type: String }),
    ApiQuery({ name: party, required: false, type: String }),
    ApiQuery({ name: 'fromDate', required: false, type: String, description: 'yyyy-MM-dd' }),
    ApiQuery({ name: 'toDate', required: false, type: String, description: 'yyyy-MM-dd' }),
    ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}; a search that reads as an amount also finds that exact amount' }),
  );
}

/** Those filters as the service takes them, read from the query string as sent (the service checks them). */
const RecordFilterParams = createParamDecorator(({ account, party }: FilterNames, ctx: ExecutionContext): RawRecordFilters => {
  const query = ctx.switchToHttp().getRequest<Request>().query as Record<string, string | undefined>;
  return { categoryId: query.categoryId, accountId: query[account], partyId: query[party], fromDate: query.fromDate, toDate: query.toDate };
});

@ApiController('accounting', 'erp/expense')
export class ExpenseController {
  constructor(
    private readonly expenses: ExpensesService,
    private readonly balances: BalanceWarningsService,
  ) {}

  @GetRoute('accounting.read', '', 'Expenses, paged (sort by expenseDate or amount), with totalAmount of every record the filters select',
    ApiPagedEnvelope(ExpenseView, { with: RecordTotalsView }), ListFilterQueries(EXPENSE_FILTERS))
  async list(@ListParams({ sortable: EXPENSE_SORTABLE }) query: ListQuery, @RecordFilterParams(EXPENSE_FILTERS) filters: RawRecordFilters) {
    return reply(await this.expenses.list(query, filters), 'Expenses fetched successfully');
  }

  @GetRoute('accounting.read', 'export', 'The filtered list (every page) as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ListFilterQueries(EXPENSE_FILTERS))
  async exportCsv(
    @ListParams({ sortable: EXPENSE_SORTABLE }) query: ListQuery,
    @RecordFilterParams(EXPENSE_FILTERS) filters: RawRecordFilters,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { fileName, csv } = await this.expenses.exportCsv(query, filters);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return csvAttachment(fileName, csv);
  }

  @GetRoute('accounting.read', 'suppliers', "The company's suppliers as options for an expense's supplier (no POS subscription needed)", ApiSelectEnvelope())
  async suppliers() {
    return reply(await this.expenses.suppliers(), 'Suppliers fetched successfully');
  }

  @GetRoute('accounting.read', 'select', 'The 100 most recent expenses as options (optional search)', ApiSelectEnvelope(), ApiQuery({ name: 'search', required: false }))
  async select(@Query('search') search?: string) {
    return reply(await this.expenses.select((search ?? '').trim()), 'Expenses fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit an expense; posted to the ledger in the same transaction', ApiEnvelope(SavedExpenseView))
  async save(@Body() body: SaveExpenseDto) {
    const { expense, created } = await this.expenses.save(body);
    // Accepted either way; a payment that took Cash or Bank below zero says so (issue 27 item 5).
    const warnings = await this.balances.negativeBalances([expense.paymentAccountId]);
    return reply({ ...expense, warnings }, created ? 'Expense saved successfully' : 'Expense updated successfully');
  }

  @DeleteRoute('accounting.write', '', 'Delete an expense (?id=): its journal is reversed, the record kept as deleted', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.expenses.remove(id);
    return reply(null, 'Expense deleted successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute('accounting.write', '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(SavedExpenseView))
  update(@Body() body: SaveExpenseDto) {
    return this.save(body);
  }
}

@ApiController('accounting', 'erp/income')
export class IncomeController {
  constructor(private readonly incomes: IncomesService) {}

  @GetRoute('accounting.read', '', 'Income, paged (sort by incomeDate or amount), with totalAmount of every record the filters select',
    ApiPagedEnvelope(IncomeView, { with: RecordTotalsView }), ListFilterQueries(INCOME_FILTERS))
  async list(@ListParams({ sortable: INCOME_SORTABLE }) query: ListQuery, @RecordFilterParams(INCOME_FILTERS) filters: RawRecordFilters) {
    return reply(await this.incomes.list(query, filters), 'Income fetched successfully');
  }

  @GetRoute('accounting.read', 'export', 'The filtered list (every page) as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ListFilterQueries(INCOME_FILTERS))
  async exportCsv(
    @ListParams({ sortable: INCOME_SORTABLE }) query: ListQuery,
    @RecordFilterParams(INCOME_FILTERS) filters: RawRecordFilters,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { fileName, csv } = await this.incomes.exportCsv(query, filters);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return csvAttachment(fileName, csv);
  }

  @GetRoute('accounting.read', 'customers', "The company's customers as options for an income's customer (no POS subscription needed)", ApiSelectEnvelope())
  async customers() {
    return reply(await this.incomes.customers(), 'Customers fetched successfully');
  }

  @GetRoute('accounting.read', 'select', 'The 100 most recent incomes as options (optional search)', ApiSelectEnvelope(), ApiQuery({ name: 'search', required: false }))
  async select(@Query('search') search?: string) {
    return reply(await this.incomes.select((search ?? '').trim()), 'Income fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit an income; posted to the ledger in the same transaction', ApiEnvelope(IncomeView))
  async save(@Body() body: SaveIncomeDto) {
    const { income, created } = await this.incomes.save(body);
    return reply(income, created ? 'Income saved successfully' : 'Income updated successfully');
  }

  @DeleteRoute('accounting.write', '', 'Delete an income (?id=): its journal is reversed, the record kept as deleted', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.incomes.remove(id);
    return reply(null, 'Income deleted successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute('accounting.write', '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(IncomeView))
  update(@Body() body: SaveIncomeDto) {
    return this.save(body);
  }
}

@ApiController('accounting', 'erp/transaction/history')
export class TransactionHistoryController {
  constructor(private readonly history: RecordHistoryService) {}

  @GetRoute('accounting.read', '', "A record's history, newest first (referenceModule EXPENSE, INCOME, FINANCIAL_YEAR, SALE ...)",
    ApiEnvelope([TransactionHistoryView]), ApiQuery({ name: 'referenceModule', required: true, example: 'EXPENSE' }),
    ApiQuery({ name: 'referenceId', required: true, example: 1 }))
  async list(@Query('referenceModule') referenceModule?: string, @Query('referenceId') referenceId?: string) {
    return reply(await this.history.list(referenceModule, referenceId), 'History fetched successfully');
  }
}
