import type { FormRule } from 'antd';

/**
 * Password rules for login, change and reset (5 to 16 characters, platform-core 5 and 9).
 * Company passwords (8 to 15 with a number and a special character) live with the company form.
 */

export const USER_PASSWORD_MIN = 5;
export const USER_PASSWORD_MAX = 16;

export const USER_PASSWORD_LENGTH_MESSAGE = `Password must be between ${USER_PASSWORD_MIN} and ${USER_PASSWORD_MAX} characters`;

export function userPasswordRules(requiredMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    { min: USER_PASSWORD_MIN, max: USER_PASSWORD_MAX, message: USER_PASSWORD_LENGTH_MESSAGE },
  ];
}

/** Fails when the field differs from `otherField`; used for confirmations. */
export function mustEqualField(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || value === getFieldValue(otherField)) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}

/** Fails when the field equals `otherField`; used so a new password differs from the current one. */
export function mustDifferFromField(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || value !== getFieldValue(otherField)) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}
