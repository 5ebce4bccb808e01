import { isValidAmount, isValidIfscFormat, tryParsePaise } from '@bizdesk/shared';
import type { FormRule } from 'antd';
import { check } from '../../../shared/form-rules';

/** Client-side copies of the server's messages (platform-core.md 5); the server checks again. */
export const MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  subTypeRequired: 'Please select account type',
  ifsc: 'IFSC must be 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234)',
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

export const ifscRules: FormRule[] = [check((v) => isValidIfscFormat(v.trim().toUpperCase()), MESSAGES.ifsc)];

/** Required, a plain decimal with at most 2 decimals, greater than 0. */
export const amountRules: FormRule[] = [
  { required: true, message: MESSAGES.amountRequired },
  check((v) => !/^-?\d*\.\d{3,}$/.test(v.trim()), MESSAGES.amountDecimals),
  check((v) => (tryParsePaise(v.trim()) ?? 0) > 0 && isValidAmount(v.trim()), MESSAGES.amountPositive),
];
