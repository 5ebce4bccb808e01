import { conflict, type ConstraintMessages } from '../../core/http/translate-db-error.js';
import { ACCOUNTING_MESSAGES as M } from './accounting.messages.js';

/**
 * What the ledger's constraints mean to the person saving (translateDbError): the services check first,
 * these answer the same when two saves race past the check together.
 */
export const ACCOUNTING_CONSTRAINTS: ConstraintMessages = {
  constraints: {
    coa_accounts_name_uq: conflict(M.accountNameTaken),
    expense_categories_name_uq: conflict(M.categoryNameTaken),
    income_categories_name_uq: conflict(M.categoryNameTaken),
    financial_years_name_uq: conflict(M.yearNameTaken),
    financial_years_one_active_uq: conflict('Only one financial year can be active'),
    financial_years_no_overlap: conflict('Financial years cannot overlap'),
    journals_reverses_once_uq: conflict(M.journalAlreadyReversed),
  },
};
