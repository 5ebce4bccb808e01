import type { FormRule } from 'antd';

/**
 * Company form rules shared by sign-up, Create Company and the company profile
 * (platform-core 5; platform-services 5).
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
  gstinFormat: 'GSTIN must be 15 characters: capital letters and digits only.',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be 8 to 15 characters',
  passwordStrength: 'Password must contain at least one number and one special character',
  confirmRequired: 'Please confirm the password',
  passwordsMustMatch: 'Passwords must match',
} as const;

const PHONE_PATTERN = /^\d{10}$/;
const GSTIN_PATTERN = /^[0-9A-Z]{15}$/;
/** At least one digit and one character that is neither a letter, a digit nor a space. */
const PASSWORD_STRENGTH_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).*$/;

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
    { required: true, message: COMPANY_MESSAGES.emailRequired },
    { type: 'email', message: COMPANY_MESSAGES.emailInvalid },
  ],
  contactPhone: [
    { required: true, message: COMPANY_MESSAGES.phoneRequired },
    { pattern: PHONE_PATTERN, message: COMPANY_MESSAGES.phoneDigits },
  ],
  gstin: [{ pattern: GSTIN_PATTERN, message: COMPANY_MESSAGES.gstinFormat }],
  password: [
    { required: true, message: COMPANY_MESSAGES.passwordRequired },
    { min: 8, max: 15, message: COMPANY_MESSAGES.passwordLength },
    { pattern: PASSWORD_STRENGTH_PATTERN, message: COMPANY_MESSAGES.passwordStrength },
  ],
} satisfies Record<string, FormRule[]>;
