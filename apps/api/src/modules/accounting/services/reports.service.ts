import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  indianFinancialYear, isIsoDate, monthRange, normalBalanceOfSubtype, paiseToDecimalString, parsePaiseBig, toIsoDate, type AccountSubType,
} from '@bizdesk/shared';
import type { ListQuery } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import { FinancialYearsRepository } from '../repositories/financial-years.repository.js';
import { ReportsRepository, type AccountBalanceRow } from '../repositories/reports.repository.js';

// Exact paise as BigInt from the database's numeric text to the JSON's decimal text: a total of many large
// amounts passes Number.MAX_SAFE_INTEGER paise (issue 17 item 6).
const d = (paise: bigint) => paiseToDecimalString(paise);
const p = (decimal: string) => parsePaiseBig(decimal);
const max0 = (x: bigint) => (x > 0n ? x : 0n);
const abs = (x: bigint) => (x < 0n ? -x : x);

export interface ReportRange {
  fromDate: string;
  toDate: string;
}

export interface TrialBalanceRow {
  accountId: number;
  name: string;
  accountType: string;
  accountSubType: string;
  /** Net opening balance: positive on the debit side, negative on the credit side. */
  opening: string;
  debit: string;
  credit: string;
  closingDebit: string;
  closingCredit: string;
}

export interface StatementLine {
  accountId: number;
  name: string;
  accountSubType: string;
  amount: string;
}

export interface StatementSection {
  title: string;
  lines: StatementLine[];
  total: string;
}

/** Side and size of a balance: "Dr" when debits exceed credits. */
function sided(net: bigint): { balance: string; side: 'Dr' | 'Cr' } {
  return { balance: d(abs(net)), side: net < 0n ? 'Cr' : 'Dr' };
}

/**
 * The accountant's reports, all computed from the ledger: trial balance, profit and loss, balance sheet,
 * the ledger of one account with a running balance, and the account dashboard.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly accounts: CoaAccountsRepository,
    private readonly years: FinancialYearsRepository,
  ) {}

  /** The asked range, defaulting to the financial year containing today. */
  range(fromDate?: string, toDate?: string): ReportRange {
    const fy = indianFinancialYear(new Date());
    const from = fromDate?.trim() || fy.startDate;
    const to = toDate?.trim() || fy.endDate;
    if (!isIsoDate(from)) throw new BadRequestException('From Date must be a valid date');
    if (!isIsoDate(to)) throw new BadRequestException('To Date must be a valid date');
    if (from > to) throw new BadRequestException('From Date must be on or before To Date');
    return { fromDate: from, toDate: to };
  }

  /**
   * Every account's opening balance, movements in the range and closing balance. The closing debit and
   * credit columns always total the same: every journal balances, so the ledger sums to zero.
   */
  async trialBalance(range: ReportRange, includeZero = false) {
    const rows = await this.reports.balances(currentCompanyId(), range.fromDate, range.toDate);
    const out: TrialBalanceRow[] = [];
    const totals = { opening: 0n, debit: 0n, credit: 0n, closingDebit: 0n, closingCredit: 0n };
    for (const r of rows) {
      const opening = p(r.opening);
      const debit = p(r.period_debit);
      const credit = p(r.period_credit);
      const closing = opening + debit - credit;
      totals.opening += opening;
      totals.debit += debit;
      totals.credit += credit;
      totals.closingDebit += max0(closing);
      totals.closingCredit += max0(-closing);
      if (!includeZero && opening === 0n && debit === 0n && credit === 0n) continue;
      out.push({
        accountId: Number(r.id), name: r.name, accountType: r.account_type, accountSubType: r.account_sub_type,
        opening: d(opening), debit: d(debit), credit: d(credit),
        closingDebit: d(max0(closing)), closingCredit: d(max0(-closing)),
      });
    }
    return {
      ...range,
      rows: out,
      totals: {
        debit: d(totals.debit), credit: d(totals.credit), closingDebit: d(totals.closingDebit), closingCredit: d(totals.closingCredit),
      },
      balanced: totals.closingDebit === totals.closingCredit && totals.debit === totals.credit && totals.opening === 0n,
    };
  }

  /**
   * The P&L as a trading account (issue 27): Sales (net of credit notes, which debit Sales) less Cost of Goods Sold
   * (with stock adjustments) is the Gross Profit; other income less other expenses then gives the Net Profit
   * (negative: a loss). `income` and `expenses` still list every income and expense account.
   */
  async profitAndLoss(range: ReportRange) {
    const rows = await this.reports.balances(currentCompanyId(), range.fromDate, range.toDate);
    const credit = (r: AccountBalanceRow) => p(r.period_credit) - p(r.period_debit);
    const debit = (r: AccountBalanceRow) => p(r.period_debit) - p(r.period_credit);
    const income = this.section('Income', rows.filter((r) => r.account_type === 'INCOME'), credit);
    const expenses = this.section('Expenses', rows.filter((r) => r.account_type === 'EXPENSE'), debit);
    const sales = this.section('Sales (net of credit notes)', rows.filter((r) => r.account_sub_type === 'SALES'), credit);
    const costOfGoodsSold = this.section('Cost of Goods Sold', rows.filter((r) => r.account_sub_type === 'COST_OF_GOODS_SOLD'), debit);
    const otherIncome = this.section('Other Income', rows.filter((r) => r.account_type === 'INCOME' && r.account_sub_type !== 'SALES'), credit);
    const otherExpenses = this.section(
      'Expenses', rows.filter((r) => r.account_type === 'EXPENSE' && r.account_sub_type !== 'COST_OF_GOODS_SOLD'), debit,
    );
    const gross = p(sales.total) - p(costOfGoodsSold.total);
    const net = p(income.total) - p(expenses.total);
    return { ...range, sales, costOfGoodsSold, grossProfit: d(gross), otherIncome, otherExpenses, income, expenses, netProfit: d(net) };
  }

  /**
   * Assets, liabilities and equity as at the end date. Profit not yet closed into capital appears as
   * "Profit and loss (retained)"; assets always equal liabilities plus equity.
   */
  async balanceSheet(range: ReportRange) {
    const rows = await this.reports.balances(currentCompanyId(), null, range.toDate);
    const net = (r: AccountBalanceRow) => p(r.period_debit) - p(r.period_credit);
    // A tax account with a debit balance (Input GST not yet set off) is money the government owes the company: a
    // current asset, beside Stock in Hand, not a negative liability.
    const taxAsset = (r: AccountBalanceRow) => r.account_type === 'LIABILITY' && r.account_sub_type === 'TAX' && net(r) > 0n;
    const assets = this.section('Assets', rows.filter((r) => r.account_type === 'ASSET' || taxAsset(r)), net);
    const liabilities = this.section('Liabilities', rows.filter((r) => r.account_type === 'LIABILITY' && !taxAsset(r)), (r) => -net(r));
    const equity = this.section('Equity', rows.filter((r) => r.account_type === 'EQUITY'), (r) => -net(r));
    const retained = rows.filter((r) => r.account_type === 'INCOME' || r.account_type === 'EXPENSE').reduce((s, r) => s - net(r), 0n);
    equity.lines.push({ accountId: 0, name: 'Profit and loss (retained)', accountSubType: 'RETAINED_EARNINGS', amount: d(retained) });
    equity.total = d(p(equity.total) + retained);
    const totalLiabilitiesAndEquity = p(liabilities.total) + p(equity.total);
    return {
      asOnDate: range.toDate,
      assets, liabilities, equity,
      totalAssets: assets.total,
      totalLiabilitiesAndEquity: d(totalLiabilitiesAndEquity),
      balanced: p(assets.total) === totalLiabilitiesAndEquity,
    };
  }

  /** One account's entries in the range with opening, running and closing balances (Dr/Cr). */
  async ledger(accountId: number, range: ReportRange, query: Pick<ListQuery, 'size' | 'offset' | 'page'>) {
    const companyId = currentCompanyId();
    if (!Number.isSafeInteger(accountId) || accountId <= 0) throw new BadRequestException('Please select an account');
    const account = await this.accounts.findById(companyId, accountId);
    if (!account) throw new NotFoundException(M.accountNotFound);
    const opening = p(await this.reports.openingOf(companyId, accountId, range.fromDate));
    const [rows, total, sums] = await this.reports.ledger(companyId, accountId, range.fromDate, range.toDate, query.size, query.offset);
    const closing = opening + p(sums.debit) - p(sums.credit);
    return {
      ...range,
      account: {
        id: accountId, name: account.name, accountType: account.account_type, accountSubType: account.account_sub_type,
        normalBalance: normalBalanceOfSubtype(account.account_sub_type as AccountSubType) === 'DEBIT' ? 'Dr' : 'Cr',
      },
      opening: sided(opening),
      entries: rows.map((r) => ({
        date: r.date, groupTransactionId: r.group_transaction_id, remark: r.remark, referenceModule: r.reference_module,
        referenceId: Number(r.reference_id), counterAccounts: r.counter_accounts ?? '', debit: r.debit, credit: r.credit,
        ...sided(p(r.balance)),
      })),
      totals: { debit: sums.debit, credit: sums.credit },
      closing: sided(closing),
      totalRecords: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** /account/dashboard: this month's income and expense, cash and bank balances, a 6-month trend, recent entries. */
  async dashboard(today: Date = new Date()) {
    const companyId = currentCompanyId();
    const todayIso = toIsoDate(today);
    const month = monthRange(today);
    const balancesMonth = await this.reports.balances(companyId, month.startDate, month.endDate);
    const income = balancesMonth.filter((r) => r.account_type === 'INCOME').reduce((s, r) => s + p(r.period_credit) - p(r.period_debit), 0n);
    const expense = balancesMonth.filter((r) => r.account_type === 'EXPENSE').reduce((s, r) => s + p(r.period_debit) - p(r.period_credit), 0n);
    const asOfToday = await this.reports.balances(companyId, null, todayIso);
    const cashAndBank = asOfToday
      .filter((r) => r.account_sub_type === 'CASH' || r.account_sub_type === 'BANK')
      .map((r) => ({ accountId: Number(r.id), name: r.name, accountSubType: r.account_sub_type, balance: d(p(r.period_debit) - p(r.period_credit)) }));
    const sixMonthsAgo = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1));
    const trend = await this.reports.monthlyIncomeExpense(companyId, monthRange(sixMonthsAgo).startDate, month.endDate);
    const covering = await this.years.coveringForShare(companyId, todayIso, false);
    return {
      month: { startDate: month.startDate, endDate: month.endDate },
      income: d(income),
      expense: d(expense),
      net: d(income - expense),
      cashAndBank,
      cashAndBankTotal: d(cashAndBank.reduce((s, a) => s + p(a.balance), 0n)),
      trend,
      recent: (await this.reports.recentJournals(companyId, 8)).map((j) => ({
        groupTransactionId: j.group_transaction_id, date: j.date, remark: j.remark, referenceModule: j.reference_module,
        amount: j.amount, reversal: j.reversal,
      })),
      financialYear: covering[0]
        ? { name: covering[0].name, startDate: covering[0].start_date, endDate: covering[0].end_date, isLocked: covering[0].is_locked }
        : null,
    };
  }

  private section(title: string, rows: AccountBalanceRow[], amountOf: (r: AccountBalanceRow) => bigint): StatementSection {
    let total = 0n;
    const lines: StatementLine[] = [];
    for (const r of rows) {
      const amount = amountOf(r);
      total += amount;
      if (amount !== 0n) lines.push({ accountId: Number(r.id), name: r.name, accountSubType: r.account_sub_type, amount: d(amount) });
    }
    return { title, lines, total: d(total) };
  }
}
