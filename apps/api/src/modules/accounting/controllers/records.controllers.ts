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

/** How the routes of a kind of posted record speak of it, and what its list is filtered and sorted by. */
interface RecordKind {
  /** 'expense', 'income' */
  one: string;
  /** The list's and the options' name: 'Expenses', 'Income'. */
  listed: string;
  /** The options' summary names them: 'expenses', 'incomes'. */
  many: string;
  sortable: readonly string[];
  filters: FilterNames;
}

/**
 * Expenses and income are posted records kept alike: their CSV export, options and delete are one route set,
 * worded for the kind. Each controller adds its list (typed by its view) and its save (an expense also answers
 * balance warnings).
 */
/** What the shared routes call on an expense's or an income's service. */
type PostedRecords = Pick<ExpensesService | IncomesService, 'exportCsv' | 'select' | 'remove'>;

function PostedRecordRoutes(kind: RecordKind) {
  const One = kind.one[0].toUpperCase() + kind.one.slice(1);

  abstract class Routes {
    protected abstract readonly records: PostedRecords;

    @GetRoute('accounting.read', 'export', 'The filtered list (every page) as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row',
      ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ListFilterQueries(kind.filters))
    async exportCsv(
      @ListParams({ sortable: kind.sortable }) query: ListQuery,
      @RecordFilterParams(kind.filters) filters: RawRecordFilters,
      @Res({ passthrough: true }) res: Response,
    ) {
      const { fileName, csv } = await this.records.exportCsv(query, filters);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return csvAttachment(fileName, csv);
    }

    @GetRoute('accounting.read', 'select', `The 100 most recent ${kind.many} as options (optional search)`, ApiSelectEnvelope(), ApiQuery({ name: 'search', required: false }))
    async select(@Query('search') search?: string) {
      return reply(await this.records.select((search ?? '').trim()), `${kind.listed} fetched successfully`);
    }

    @DeleteRoute('accounting.write', '', `Delete an ${kind.one} (?id=): its journal is reversed, the record kept as deleted`, ApiEnvelope(null), IdQuery())
    async remove(@Query('id', IdPipe) id: number) {
      await this.records.remove(id);
      return reply(null, `${One} deleted successfully`);
    }
  }
  return Routes;
}

const EXPENSES: RecordKind = { one: 'expense', listed: 'Expenses', many: 'expenses', sortable: EXPENSE_SORTABLE, filters: EXPENSE_FILTERS };
const INCOME: RecordKind = { one: 'income', listed: 'Income', many: 'incomes', sortable: INCOME_SORTABLE, filters: INCOME_FILTERS };

@ApiController('accounting', 'erp/expense')
export class ExpenseController extends PostedRecordRoutes(EXPENSES) {
  constructor(
    protected readonly records: ExpensesService,
    private readonly balances: BalanceWarningsService,
  ) {
    super();
  }

  @GetRoute('accounting.read', '', 'Expenses, paged (sort by expenseDate or amount), with totalAmount of every record the filters select',
    ApiPagedEnvelope(ExpenseView, { with: RecordTotalsView }), ListFilterQueries(EXPENSE_FILTERS))
  async list(@ListParams({ sortable: EXPENSE_SORTABLE }) query: ListQuery, @RecordFilterParams(EXPENSE_FILTERS) filters: RawRecordFilters) {
    return reply(await this.records.list(query, filters), 'Expenses fetched successfully');
  }

  @GetRoute('accounting.read', 'suppliers', "The company's suppliers as options for an expense's supplier (no POS subscription needed)", ApiSelectEnvelope())
  async suppliers() {
    return reply(await this.records.suppliers(), 'Suppliers fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit an expense; posted to the ledger in the same transaction', ApiEnvelope(SavedExpenseView))
  async save(@Body() body: SaveExpenseDto) {
    const { expense, created } = await this.records.save(body);
    // Accepted either way; a payment that took Cash or Bank below zero says so (issue 27 item 5).
    const warnings = await this.balances.negativeBalances([expense.paymentAccountId]);
    return reply({ ...expense, warnings }, created ? 'Expense saved successfully' : 'Expense updated successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute('accounting.write', '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(SavedExpenseView))
  update(@Body() body: SaveExpenseDto) {
    return this.save(body);
  }
}

@ApiController('accounting', 'erp/income')
export class IncomeController extends PostedRecordRoutes(INCOME) {
  constructor(protected readonly records: IncomesService) {
    super();
  }

  @GetRoute('accounting.read', '', 'Income, paged (sort by incomeDate or amount), with totalAmount of every record the filters select',
    ApiPagedEnvelope(IncomeView, { with: RecordTotalsView }), ListFilterQueries(INCOME_FILTERS))
  async list(@ListParams({ sortable: INCOME_SORTABLE }) query: ListQuery, @RecordFilterParams(INCOME_FILTERS) filters: RawRecordFilters) {
    return reply(await this.records.list(query, filters), 'Income fetched successfully');
  }

  @GetRoute('accounting.read', 'customers', "The company's customers as options for an income's customer (no POS subscription needed)", ApiSelectEnvelope())
  async customers() {
    return reply(await this.records.customers(), 'Customers fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit an income; posted to the ledger in the same transaction', ApiEnvelope(IncomeView))
  async save(@Body() body: SaveIncomeDto) {
    const { income, created } = await this.records.save(body);
    return reply(income, created ? 'Income saved successfully' : 'Income updated successfully');
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
