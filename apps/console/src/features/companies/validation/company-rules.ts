import { isTenDigitPhone, isValidEmail, isValidGstin } from '@bizdesk/shared';
import type { FormRule } from 'antd';
import { check } from '../../../shared/form-rules';

/**
 * Company form rules shared by sign-up, Create Company and the company profile
 * (platform-core 5; platform-services 5). The checks are @bizdesk/shared's, the same
 * ones the API runs, and the messages match the API's so either side says the same.
 */

export const COMPANY_MESSAGES = {
  nameRequired: 'Company Name is required',
  nameMin: 'Company Name must be at least 2 characters',
  addressRequired: 'Address is required',
  addressMin: 'Address must be at least 10 characters',
  contactNameRequired: 'Contact Name is required',
  contactNameMin: 'Contact Name must be at least 2 characters',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  phoneRequired: 'Phone number is required.',
  phoneDigits: 'Phone number must be exactly 10 digits.',
  gstinInvalid: 'Invalid GSTIN: check its format and check digit',
  passwordRequired: 'Password is required',
  passwordRule: 'Password must be 8 to 15 characters with at least one number and one special character',
  confirmRequired: 'Please confirm the password',
  passwordsMustMatch: 'Passwords must match',
} as const;

/** At least one digit and one character that is neither a letter, a digit nor a space. */
const PASSWORD_STRENGTH_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).*$/;

const isCompanyPassword = (value: string) => value.length >= 8 && value.length <= 15 && PASSWORD_STRENGTH_PATTERN.test(value);
const trimmed = (isValid: (value: string) => boolean) => (value: string) => isValid(value.trim());

export const companyRules = {
  name: [
    { required: true, whitespace: true, message: COMPANY_MESSAGES.nameRequired },
    { min: 2, message: COMPANY_MESSAGES.nameMin },
  ],
  address: [
    { required: true, whitespace: true, message: COMPANY_MESSAGES.addressRequired },
    { min: 10, message: COMPANY_MESSAGES.addressMin },
  ],
  contactName: [
    { required: true, whitespace: true, message: COMPANY_MESSAGES.contactNameRequired },
    { min: 2, message: COMPANY_MESSAGES.contactNameMin },
  ],
  contactEmail: [
    { required: true, whitespace: true, message: COMPANY_MESSAGES.emailRequired },
    check(trimmed(isValidEmail), COMPANY_MESSAGES.emailInvalid),
  ],
  contactPhone: [
    { required: true, message: COMPANY_MESSAGES.phoneRequired },
    check(trimmed(isTenDigitPhone), COMPANY_MESSAGES.phoneDigits),
  ],
  gstin: [check(trimmed(isValidGstin), COMPANY_MESSAGES.gstinInvalid)],
  password: [
    { required: true, message: COMPANY_MESSAGES.passwordRequired },
    check(isCompanyPassword, COMPANY_MESSAGES.passwordRule),
  ],
} satisfies Record<string, FormRule[]>;
