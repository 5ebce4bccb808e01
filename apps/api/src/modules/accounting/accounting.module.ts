import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExpenseCategoryEntity, IncomeCategoryEntity } from './entities/category.entity.js';
import { CoaAccountEntity } from './entities/coa-account.entity.js';
import { FinancialYearEntity } from './entities/financial-year.entity.js';
import { JournalEntity, JournalLineEntity, TransactionHistoryEntity } from './entities/ledger.entities.js';
import { AttachmentEntity, ExpenseEntity, IncomeEntity } from './entities/records.entities.js';
import { CategoriesRepository } from './repositories/categories.repository.js';
import { CoaAccountsRepository } from './repositories/coa-accounts.repository.js';
import { FinancialYearsRepository } from './repositories/financial-years.repository.js';
import { JournalsRepository } from './repositories/journals.repository.js';
import { TransactionHistoryRepository } from './repositories/transaction-history.repository.js';
import { AccountingProvisioner } from './services/accounting-provisioner.service.js';
import { FinancialYearGuard } from './services/financial-year.guard.js';
import { JournalService } from './services/journal.service.js';
import { TransactionHistoryService } from './services/transaction-history.service.js';

/**
 * Accounting: chart of accounts, the double-entry ledger, financial years, expenses and income with
 * their categories, transaction history, attachments and reports.
 * Exports for other modules: JournalService (post / reverse / systemAccountId), FinancialYearGuard
 * (assertOpen) and TransactionHistoryService (record / list).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CoaAccountEntity, FinancialYearEntity, ExpenseCategoryEntity, IncomeCategoryEntity, JournalEntity, JournalLineEntity,
      TransactionHistoryEntity, ExpenseEntity, IncomeEntity, AttachmentEntity,
    ]),
  ],
  controllers: [],
  providers: [
    CoaAccountsRepository, CategoriesRepository, FinancialYearsRepository, JournalsRepository, TransactionHistoryRepository,
    AccountingProvisioner, FinancialYearGuard, JournalService, TransactionHistoryService,
  ],
  exports: [JournalService, FinancialYearGuard, TransactionHistoryService],
})
export class AccountingModule {}
