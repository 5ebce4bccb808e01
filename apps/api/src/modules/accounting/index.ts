// The public surface of modules/accounting: other modules import only from here (scripts/check-boundaries.mjs).
export { AccountingModule } from './accounting.module.js';
export { JournalService } from './services/journal.service.js';
