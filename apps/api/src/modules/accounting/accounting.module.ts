import { AuditModule } from '../audit/index.js';
import { BalanceWarningsService } from './services/balance-warnings.service.js';
import { Module } from '@nestjs/common';
import { ExpenseGstService } from './services/expense-gst.service.js';
import { TallyExportController } from './controllers/tally-export.controller.js';
import { TallyExportService } from './services/tally-export.service.js';
import { PartiesModule } from '../parties/index.js';
import { AttachmentController } from './controllers/attachment.controller.js';
import { ExpenseCategoryController, IncomeCategoryController } from './controllers/category.controllers.js';
import { CoaAccountController } from './controllers/coa-account.controller.js';
import { FinancialYearController } from './controllers/financial-year.controller.js';
import { ExpenseController, IncomeController, TransactionHistoryController } from './controllers/records.controllers.js';
import { ReportsController } from './controllers/reports.controller.js';
import { AttachmentsRepository } from './repositories/attachments.repository.js';
import { CategoriesRepository } from './repositories/categories.repository.js';
import { CoaAccountsRepository } from './repositories/coa-accounts.repository.js';
import { FinancialYearsRepository } from './repositories/financial-years.repository.js';
import { JournalsRepository } from './repositories/journals.repository.js';
import { PostedRecordsRepository } from './repositories/posted-records.repository.js';
import { ReportsRepository } from './repositories/reports.repository.js';
import { TransactionHistoryRepository } from './repositories/transaction-history.repository.js';
import { AccountingProvisioner } from './services/accounting-provisioner.service.js';
import { AttachmentsService } from './services/attachments.service.js';
import { BankDetailsService } from './services/bank-details.service.js';
import { CategoriesService } from './services/categories.service.js';
import { CoaAccountsService } from './services/coa-accounts.service.js';
import { ExpensesService, IncomesService } from './services/expenses-income.services.js';
import { FinancialYearsService } from './services/financial-years.service.js';
import { PostedRecordsService } from './services/posted-records.service.js';
import { RecordHistoryService } from './services/record-history.service.js';
import { ReportsService } from './services/reports.service.js';
import { FinancialYearGuard } from './services/financial-year.guard.js';
import { JournalService } from './services/journal.service.js';
import { TransactionHistoryService } from './services/transaction-history.service.js';

/**
 * Accounting: chart of accounts, the double-entry ledger, financial years, expenses and income with
 * their categories, transaction history, attachments and reports.
 * Exports for other modules: JournalService (post / reverse / systemAccountId), FinancialYearGuard
 * (assertOpen), TransactionHistoryService (record / list) and BankDetailsService (where customers pay).
 */
import { AccountingUsageRepository } from './repositories/accounting-usage.repository.js';
import { AccountingRecordUsages } from './services/accounting-record-usages.js';

@Module({
  // Repositories use SQL (core/tenancy/sql.ts): the module declares no TypeORM entities.
  imports: [
    // Expenses name a supplier and income a customer: checked through the parties' own services.
    PartiesModule,
    // Exports write their row in the audit trail.
    AuditModule,
  ],
  controllers: [
    CoaAccountController, ExpenseCategoryController, IncomeCategoryController, ExpenseController, IncomeController,
    TransactionHistoryController, FinancialYearController, AttachmentController, ReportsController,
    TallyExportController,
  ],
  providers: [
    ExpenseGstService, TallyExportService,
    CoaAccountsRepository, CategoriesRepository, FinancialYearsRepository, JournalsRepository, TransactionHistoryRepository,
    PostedRecordsRepository, AttachmentsRepository, ReportsRepository,
    AccountingProvisioner, FinancialYearGuard, JournalService, TransactionHistoryService,
    CoaAccountsService, CategoriesService, PostedRecordsService, ExpensesService, IncomesService, FinancialYearsService,
    RecordHistoryService, AttachmentsService, ReportsService, BankDetailsService, BalanceWarningsService,
    AccountingUsageRepository, AccountingRecordUsages,
  ],
  exports: [JournalService, FinancialYearGuard, TransactionHistoryService, BankDetailsService, ExpenseGstService, BalanceWarningsService],
})
export class AccountingModule {}
