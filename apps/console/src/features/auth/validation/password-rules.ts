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
