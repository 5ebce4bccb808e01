import { AUTH_MESSAGES } from './auth-messages';
import { USER_PASSWORD_LENGTH_MESSAGE, USER_PASSWORD_MAX, USER_PASSWORD_MIN } from './password-rules';

export interface LoginValues {
  userName: string;
  password: string;
  captcha: string;
}

export type LoginField = keyof LoginValues;
export type LoginProblems = Partial<Record<LoginField, string>>;

/**
 * The login form's checks: the same rules and messages as the antd rules of the other auth forms (required
 * email, userPasswordRules, the captcha field), for the login page that does without antd's Form.
 */
export function loginFieldProblem(field: LoginField, value: string): string | null {
  switch (field) {
    case 'userName':
      return value.trim() ? null : AUTH_MESSAGES.emailRequired;
    case 'password':
      if (!value) return AUTH_MESSAGES.passwordRequired;
      return value.length < USER_PASSWORD_MIN || value.length > USER_PASSWORD_MAX ? USER_PASSWORD_LENGTH_MESSAGE : null;
    case 'captcha':
      return value.trim() ? null : AUTH_MESSAGES.captchaInvalid;
  }
}

/** The problems of every field the form shows (the captcha once the server asked for one). */
export function loginProblems(values: LoginValues, withCaptcha: boolean): LoginProblems {
  const fields: LoginField[] = withCaptcha ? ['userName', 'password', 'captcha'] : ['userName', 'password'];
  const problems: LoginProblems = {};
  for (const field of fields) {
    const problem = loginFieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
