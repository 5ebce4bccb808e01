// The public surface of modules/accounting: other modules import only from here (scripts/check-boundaries.mjs).
export { AccountingModule } from './accounting.module.js';
export { BankDetailsService, type PaymentBankDetails } from './services/bank-details.service.js';
export { JournalService, signedLine, type JournalLineInput } from './services/journal.service.js';
export { BalanceWarningsService } from './services/balance-warnings.service.js';
export { BalanceWarningView } from './dtos/balance-warning.views.js';
export { ExpenseGstService } from './services/expense-gst.service.js';
