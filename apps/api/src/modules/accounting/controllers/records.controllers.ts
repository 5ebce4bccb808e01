import { applyDecorators, Body, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ExpenseView, IncomeView, RecordTotalsView, SaveExpenseDto, SaveIncomeDto, TransactionHistoryView } from '../dtos/records.dtos.js';
import { EXPENSE_SORTABLE, INCOME_SORTABLE } from '../repositories/posted-records.repository.js';
import { ExpensesService, IncomesService } from '../services/expenses-income.services.js';
import { BalanceWarningsService } from '../services/balance-warnings.service.js';
import { SavedExpenseView } from '../dtos/balance-warning.views.js';
import { RecordHistoryService } from '../services/record-history.service.js';
import { ApiEnvelope, ApiFileAnswer, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PostRoute, PutRoute } from '../../../core/http/routes.js';

/** The list's plain filter parameters, documented once for the list and its CSV export. */
function ListFilterQueries(accountParam: string, partyParam: string): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}; a search that reads as an amount also finds that exact amount' }),
    ApiQuery({ name: 'categoryId', required: false }),
    ApiQuery({ name: accountParam, required: false }),
    ApiQuery({ name: partyParam, required: false }),
    ApiQuery({ name: 'fromDate', required: false, description: 'yyyy-MM-dd' }),
    ApiQuery({ name: 'toDate', required: false, description: 'yyyy-MM-dd' }),
  );
}

@ApiController('accounting', 'erp/expense')
export class ExpenseController {
  constructor(
    private readonly expenses: ExpensesService,
    private readonly balances: BalanceWarningsService,
  ) {}

  @GetRoute('accounting.read', '', 'Expenses, paged (sort by expenseDate or amount), with totalAmount of every record the filters select',
    ApiPagedEnvelope(ExpenseView, { with: RecordTotalsView }), ListFilterQueries('paymentAccountId', 'supplierId'))
  async list(
    @ListParams({ sortable: EXPENSE_SORTABLE }) query: ListQuery,
    @Query('categoryId') categoryId?: string,
    @Query('paymentAccountId') accountId?: string,
    @Query('supplierId') partyId?: string,
    @Query('fromDate') fromDate?: string,
    @Query('toDate') toDate?: string,
  ) {
    return reply(await this.expenses.list(query, { categoryId, accountId, partyId, fromDate, toDate }), 'Expenses fetched successfully');
  }

  @GetRoute('accounting.read', 'export', 'The filtered list (every page) as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ListFilterQueries('paymentAccountId', 'supplierId'))
  async exportCsv(
    @ListParams({ sortable: EXPENSE_SORTABLE }) query: ListQuery,
    @Res({ passthrough: true }) res: Response,
    @Query('categoryId') categoryId?: string,
    @Query('paymentAccountId') accountId?: string,
    @Query('supplierId') partyId?: string,
    @Query('fromDate') fromDate?: string,
    @Query('toDate') toDate?: string,
  ) {
    const { fileName, csv } = await this.expenses.exportCsv(query, { categoryId, accountId, partyId, fromDate, toDate });
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
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
    ApiPagedEnvelope(IncomeView, { with: RecordTotalsView }), ListFilterQueries('receivedIntoAccountId', 'customerId'))
  async list(
    @ListParams({ sortable: INCOME_SORTABLE }) query: ListQuery,
    @Query('categoryId') categoryId?: string,
    @Query('receivedIntoAccountId') accountId?: string,
    @Query('customerId') partyId?: string,
    @Query('fromDate') fromDate?: string,
    @Query('toDate') toDate?: string,
  ) {
    return reply(await this.incomes.list(query, { categoryId, accountId, partyId, fromDate, toDate }), 'Income fetched successfully');
  }

  @GetRoute('accounting.read', 'export', 'The filtered list (every page) as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ListFilterQueries('receivedIntoAccountId', 'customerId'))
  async exportCsv(
    @ListParams({ sortable: INCOME_SORTABLE }) query: ListQuery,
    @Res({ passthrough: true }) res: Response,
    @Query('categoryId') categoryId?: string,
    @Query('receivedIntoAccountId') accountId?: string,
    @Query('customerId') partyId?: string,
    @Query('fromDate') fromDate?: string,
    @Query('toDate') toDate?: string,
  ) {
    const { fileName, csv } = await this.incomes.exportCsv(query, { categoryId, accountId, partyId, fromDate, toDate });
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
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
    ApiEnvelope([TransactionHistoryView]), ApiQuery({ name: 'referenceModule', required: true, example: 'EXPENSE' }), ApiQuery({ name: 'referenceId', required: true, example: 1 }))
  async list(@Query('referenceModule') referenceModule?: string, @Query('referenceId') referenceId?: string) {
    return reply(await this.history.list(referenceModule, referenceId), 'History fetched successfully');
  }
}
