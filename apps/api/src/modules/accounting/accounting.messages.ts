/** Every message the accounting area answers with (spec wording where the spec gives one). */
export const ACCOUNTING_MESSAGES = {
  // chart of accounts (spec 5)
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  subTypeRequired: 'Please select account type',
  ifscInvalid: 'IFSC must be 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234)',
  ifscWarning: 'This IFSC does not look like 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234): saved as entered, please check it',
  accountInUse: 'This account is used by categories, records or other accounts and cannot be deleted',
  accountHasPostings: 'This account has transactions and cannot be deleted',
  accountNameTaken: 'An account with this name already exists',
  accountNotFound: 'Account not found',
  parentInvalid: 'Parent account not found',
  parentSelf: 'An account cannot be its own parent',
  typeLockedByPostings: 'The account type cannot change once the account has transactions; choose a sub-type of the same type',
  // categories (spec 5; the min-length message is the spec's, word for word)
  categoryNameRequired: 'Category Name required',
  categoryNameMin: 'Company Name must be at least 2 characters',
  categoryNameTaken: 'A category with this name already exists',
  categoryNotFound: 'Category not found',
  categoryAccountInvalid: 'The category account must be an expense account',
  incomeCategoryAccountInvalid: 'The category account must be an income, owner capital or loan account',
  // expense / income (spec 5)
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 2 characters',
  titleMax: 'Title must be at most 150 characters',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount is too large',
  expenseDateRequired: 'Expense date is required',
  incomeDateRequired: 'Income date is required',
  dateInvalid: 'Date must be a valid date (yyyy-MM-dd)',
  paymentAccountRequired: 'Please select Payment Account',
  receivedAccountRequired: 'Please select Amount Received Account',
  categoryRequired: 'Please select Category',
  paymentAccountInvalid: 'The payment account must be a Cash, Bank, Payable or Loan account',
  receivedAccountInvalid: 'The received-into account must be a Cash, Bank or Receivable account',
  expenseNotFound: 'Expense not found',
  // an expense's GST (issue 28)
  gst: {
    vendorGstin: 'Invalid vendor GSTIN: check its format and check digit',
    vendorGstinRequired: "Vendor GSTIN is required for an expense with GST",
    placeOfSupplyRequired: 'Place of supply is required for an expense with GST',
    placeOfSupplyInvalid: 'Place of supply must be a GST state code',
    taxableRequired: 'Taxable value is required for an expense with GST',
    taxableInvalid: 'Taxable value must be greater than 0 with at most 2 decimals',
    taxInvalid: 'GST amounts must be 0 or more with at most 2 decimals',
    igstOrCgst: 'An expense carries IGST, or CGST and SGST, not both',
    intraNeedsCgst: "The vendor is in the place of supply's state: enter CGST and SGST, not IGST",
    interNeedsIgst: "The vendor is outside the place of supply's state: enter IGST, not CGST and SGST",
    cgstEqualsSgst: 'CGST and SGST must be equal',
    eligible: 'Eligible for credit must be true or false',
  },
  exportTooLarge: 'More than 50,000 records match: narrow the dates or filters to export them',
  incomeNotFound: 'Income not found',
  // financial years (spec 5)
  startDateRequired: 'Start Date is required',
  startDateInvalid: 'Start Date must be a valid date',
  endDateRequired: 'End Date is required',
  endDateInvalid: 'End Date must be a valid date',
  endBeforeStart: 'End Date must be after Start Date',
  yearNotFound: 'Financial year not found',
  yearNameTaken: 'A financial year with this name already exists',
  lockedYearDates: 'Unlock the financial year before changing its dates',
  // journal
  journalUnbalanced: 'The journal does not balance',
  journalNotFound: 'Journal not found',
  journalAlreadyReversed: 'This journal has already been reversed',
  journalIsReversal: 'A reversal cannot itself be reversed; post a new journal instead',
  // attachments
  attachmentModuleInvalid: 'module must be INCOME or EXPENSE',
  attachmentFileRequired: 'Please choose a file to upload',
  attachmentTooLarge: 'The file is larger than 5 MB',
  attachmentTypeInvalid: 'Only PDF, PNG, JPEG and WebP files can be attached',
  attachmentNotFound: 'Attachment not found',
  // history
  referenceModuleRequired: 'referenceModule is required',
  referenceIdRequired: 'referenceId must be a positive whole number',
} as const;

/** System accounts are what other modules post to by code (Cash, Bank Account, Sales, Output GST ...). */
export function systemAccountSubTypeMessage(name: string): string {
  return `${name} is a system account that other modules post to: its account type cannot change (its name can)`;
}

export function systemAccountDeleteMessage(name: string): string {
  return `${name} is a system account that other modules post to: it cannot be deleted`;
}

/** The clear refusal for any create, edit or delete dated inside a locked year (expenses, income, journals). */
export function lockedYearMessage(name: string, startDate: string, endDate: string): string {
  return `The financial year ${name} (${startDate} to ${endDate}) is locked: records dated in it cannot be created, changed or deleted. Unlock the year first.`;
}
