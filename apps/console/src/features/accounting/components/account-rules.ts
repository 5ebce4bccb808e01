import { isValidAmount, isValidIfscFormat, normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import type { FormRule } from 'antd';
import { check } from '../../../shared/form-rules';

/** Client-side copies of the server's messages (platform-core.md 5); the server checks again. */
export const MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  subTypeRequired: 'Please select account type',
  ifsc: 'This IFSC does not look like 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234): it will be saved as entered',
  categoryNameRequired: 'Category Name required',
  categoryNameMin: 'Company Name must be at least 2 characters',
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 2 characters',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimal places',
  expenseDateRequired: 'Expense date is required',
  incomeDateRequired: 'Income date is required',
  paymentAccountRequired: 'Please select Payment Account',
  receivedAccountRequired: 'Please select Amount Received Account',
  categoryRequired: 'Please select Category',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  endBeforeStart: 'End Date must be after Start Date',
} as const;

export const nameRules = (required: string, min: string): FormRule[] => [
  { required: true, whitespace: true, message: required },
  { min: 2, message: min },
];

/** Spec: bank fields have no validation. An unusual IFSC is a warning under the field; the form still submits. */
export const ifscRules: FormRule[] = [{ ...check((v) => isValidIfscFormat(v.trim().toUpperCase()), MESSAGES.ifsc), warningOnly: true }];

/** Required, a decimal with at most 2 decimals, greater than 0; Indian ("1,00,000.50") or western grouping commas are fine. */
export const amountRules: FormRule[] = [
  { required: true, message: MESSAGES.amountRequired },
  check((v) => !/^-?\d*\.\d{3,}$/.test(normalizeAmountInput(v)), MESSAGES.amountDecimals),
  check((v) => (tryParsePaise(normalizeAmountInput(v)) ?? 0) > 0 && isValidAmount(normalizeAmountInput(v)), MESSAGES.amountPositive),
];
