import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';
import { loginFieldProblem, loginProblems } from './login-rules';
import { USER_PASSWORD_LENGTH_MESSAGE } from './password-rules';

describe('login form checks', () => {
  it('asks for an email, and blanks are no email', () => {
    expect(loginFieldProblem('userName', '')).toBe(AUTH_MESSAGES.emailRequired);
    expect(loginFieldProblem('userName', '   ')).toBe(AUTH_MESSAGES.emailRequired);
    expect(loginFieldProblem('userName', 'owner@example.in')).toBeNull();
  });

  it('asks for a password of 5 to 16 characters', () => {
    expect(loginFieldProblem('password', '')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(loginFieldProblem('password', 'abcd')).toBe(USER_PASSWORD_LENGTH_MESSAGE);
    expect(loginFieldProblem('password', 'abcde')).toBeNull();
    expect(loginFieldProblem('password', 'a'.repeat(16))).toBeNull();
    expect(loginFieldProblem('password', 'a'.repeat(17))).toBe(USER_PASSWORD_LENGTH_MESSAGE);
  });

  it('checks the captcha only once the server asked for one', () => {
    const values = { userName: 'owner@example.in', password: 'Secret@1', captcha: ' ' };
    expect(loginProblems(values, false)).toEqual({});
    expect(loginProblems(values, true)).toEqual({ captcha: AUTH_MESSAGES.captchaInvalid });
    expect(loginProblems({ userName: '', password: '', captcha: '' }, false)).toEqual({
      userName: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });
});
