import { ApiProperty } from '@nestjs/swagger';

/** Answers of /api/erp/account/reports/* and /account/dashboard (services/reports.service.ts). Amounts are 2-decimal strings. */

export class TrialBalanceRowView {
  @ApiProperty() accountId: number;
  @ApiProperty() name: string;
  @ApiProperty() accountType: string;
  @ApiProperty() accountSubType: string;
  @ApiProperty() opening: string;
  @ApiProperty() debit: string;
  @ApiProperty() credit: string;
  @ApiProperty() closingDebit: string;
  @ApiProperty() closingCredit: string;
}

export class TrialBalanceTotalsView {
  @ApiProperty() debit: string;
  @ApiProperty() credit: string;
  @ApiProperty() closingDebit: string;
  @ApiProperty() closingCredit: string;
}

export class TrialBalanceView {
  @ApiProperty({ example: '2026-04-01' }) fromDate: string;
  @ApiProperty({ example: '2027-03-31' }) toDate: string;
  @ApiProperty({ type: TrialBalanceRowView, isArray: true }) rows: TrialBalanceRowView[];
  @ApiProperty({ type: TrialBalanceTotalsView }) totals: TrialBalanceTotalsView;
  @ApiProperty({ description: 'Closing debits equal credits and openings sum to zero' }) balanced: boolean;
}

export class StatementLineView {
  @ApiProperty({ description: '0 for the computed "Profit and loss (retained)" line' }) accountId: number;
  @ApiProperty() name: string;
  @ApiProperty() accountSubType: string;
  @ApiProperty() amount: string;
}

export class StatementSectionView {
  @ApiProperty() title: string;
  @ApiProperty({ type: StatementLineView, isArray: true }) lines: StatementLineView[];
  @ApiProperty() total: string;
}

export class ProfitAndLossView {
  @ApiProperty() fromDate: string;
  @ApiProperty() toDate: string;
  @ApiProperty({ type: StatementSectionView, description: 'Trading account: SALES accounts, net of credit notes' }) sales: StatementSectionView;
  @ApiProperty({ type: StatementSectionView, description: 'Trading account: COST_OF_GOODS_SOLD accounts (with stock adjustments)' })
  costOfGoodsSold: StatementSectionView;
  @ApiProperty({ description: 'Sales less cost of goods sold; negative: a gross loss' }) grossProfit: string;
  @ApiProperty({ type: StatementSectionView, description: 'Income other than sales' }) otherIncome: StatementSectionView;
  @ApiProperty({ type: StatementSectionView, description: 'Expenses other than the cost of goods sold' }) otherExpenses: StatementSectionView;
  @ApiProperty({ type: StatementSectionView, description: 'Every income account' }) income: StatementSectionView;
  @ApiProperty({ type: StatementSectionView, description: 'Every expense account' }) expenses: StatementSectionView;
  @ApiProperty({ description: 'Gross profit + other income - other expenses; negative: a loss' }) netProfit: string;
}

export class BalanceSheetView {
  @ApiProperty() asOnDate: string;
  @ApiProperty({ type: StatementSectionView }) assets: StatementSectionView;
  @ApiProperty({ type: StatementSectionView }) liabilities: StatementSectionView;
  @ApiProperty({ type: StatementSectionView }) equity: StatementSectionView;
  @ApiProperty() totalAssets: string;
  @ApiProperty() totalLiabilitiesAndEquity: string;
  @ApiProperty() balanced: boolean;
}

export class SidedBalanceView {
  @ApiProperty() balance: string;
  @ApiProperty({ enum: ['Dr', 'Cr'] }) side: 'Dr' | 'Cr';
}

export class LedgerAccountView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() accountType: string;
  @ApiProperty() accountSubType: string;
  @ApiProperty({ enum: ['Dr', 'Cr'] }) normalBalance: 'Dr' | 'Cr';
}

export class LedgerEntryView extends SidedBalanceView {
  @ApiProperty() date: string;
  @ApiProperty() groupTransactionId: string;
  @ApiProperty() remark: string;
  @ApiProperty() referenceModule: string;
  @ApiProperty() referenceId: number;
  @ApiProperty() counterAccounts: string;
  @ApiProperty() debit: string;
  @ApiProperty() credit: string;
}

export class DebitCreditView {
  @ApiProperty() debit: string;
  @ApiProperty() credit: string;
}

export class LedgerView {
  @ApiProperty() fromDate: string;
  @ApiProperty() toDate: string;
  @ApiProperty({ type: LedgerAccountView }) account: LedgerAccountView;
  @ApiProperty({ type: SidedBalanceView }) opening: SidedBalanceView;
  @ApiProperty({ type: LedgerEntryView, isArray: true }) entries: LedgerEntryView[];
  @ApiProperty({ type: DebitCreditView }) totals: DebitCreditView;
  @ApiProperty({ type: SidedBalanceView }) closing: SidedBalanceView;
  @ApiProperty() totalRecords: number;
  @ApiProperty() totalPages: number;
}

export class MonthRangeView {
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
}

export class AccountBalanceView {
  @ApiProperty() accountId: number;
  @ApiProperty() name: string;
  @ApiProperty() accountSubType: string;
  @ApiProperty() balance: string;
}

export class MonthTrendView {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty() income: string;
  @ApiProperty() expense: string;
}

export class RecentJournalView {
  @ApiProperty() groupTransactionId: string;
  @ApiProperty() date: string;
  @ApiProperty() remark: string;
  @ApiProperty() referenceModule: string;
  @ApiProperty() amount: string;
  @ApiProperty() reversal: boolean;
}

export class CoveringYearView {
  @ApiProperty() name: string;
  @ApiProperty() startDate: string;
  @ApiProperty() endDate: string;
  @ApiProperty() isLocked: boolean;
}

export class AccountDashboardView {
  @ApiProperty({ type: MonthRangeView }) month: MonthRangeView;
  @ApiProperty() income: string;
  @ApiProperty() expense: string;
  @ApiProperty() net: string;
  @ApiProperty({ type: AccountBalanceView, isArray: true }) cashAndBank: AccountBalanceView[];
  @ApiProperty() cashAndBankTotal: string;
  @ApiProperty({ type: MonthTrendView, isArray: true }) trend: MonthTrendView[];
  @ApiProperty({ type: RecentJournalView, isArray: true }) recent: RecentJournalView[];
  @ApiProperty({ type: CoveringYearView, nullable: true }) financialYear: CoveringYearView | null;
}
