import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LoginThrottleRepository, type ThrottleState } from '../repositories/login-throttle.repository.js';

/**
 * Guessing is limited without handing anyone a way to lock others out (issue 17 items 2 and 5):
 * - the pair (account, address) locks after 5 failures for 15 minutes; while locked even the right
 *   password is refused, and a success never lifts a lock;
 * - the account as a whole (every address) and the address as a whole (every account) are never locked:
 *   past their thresholds failures are slowed down and then a captcha is required, so a person with the
 *   right password always gets in.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  pairLimit: 5,
  /** Failures on one account, from any address, after which the captcha is asked for. */
  accountCaptchaAfter: 10,
  /** Failures from one address, on any account, after which answers are slowed, then the captcha asked for. */
  addressSlowAfter: 10,
  addressCaptchaAfter: 20,
  /** Per-pair failures after which each failure answer is held back. */
  slowAfter: 2,
  slowStepMs: 400,
  slowMaxMs: 2000,
} as const;

export const THROTTLE_MESSAGES = {
  captchaRequired: 'Too many failed login attempts. Please enter the captcha to continue.',
  captchaInvalid: 'Please enter valid captcha',
} as const;

export class TooManyAttemptsException extends HttpException {
  constructor(lockedUntil: Date) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
    super(
      { message: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** 429 with data.captchaRequired: the client shows a captcha and repeats the login with its answer. */
export class CaptchaRequiredException extends HttpException {
  constructor(message: string = THROTTLE_MESSAGES.captchaRequired) {
    super({ message, data: { captchaRequired: true } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface ThrottleKeys {
  pair: string;
  account: string;
  address: string;
}

export interface AttemptVerdict {
  /** Set when this attempt is refused: the pair is locked (now or already). */
  lockedUntil: Date | null;
  /** How long to hold a failure answer back. */
  delayMs: number;
}

@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: LoginThrottleRepository) {}

  keys(email: string, ip: string): ThrottleKeys {
    const account = email.trim().toLowerCase();
    // Hashed: an e-mail and an IPv6 address together may exceed the key column.
    const pair = createHash('sha256').update(`${account}\n${ip}`).digest('hex');
    return { pair: `pair:${pair}`, account: `account:${account}`, address: `ip:${ip}` };
  }

  /** Before anything is counted: refused while the pair is locked; the captcha when the account or address is hot. */
  async needsCaptcha(keys: ThrottleKeys): Promise<boolean> {
    const state = await this.throttle.peek([keys.pair, keys.account, keys.address], THROTTLE.windowSeconds);
    const pair = state.get(keys.pair);
    if (pair?.lockedUntil) throw new TooManyAttemptsException(pair.lockedUntil);
    return (state.get(keys.account)?.failures ?? 0) >= THROTTLE.accountCaptchaAfter
      || (state.get(keys.address)?.failures ?? 0) >= THROTTLE.addressCaptchaAfter;
  }

  /**
   * Counts the attempt as a failure before the password is checked, deciding the lock in the same
   * statement. Returns the lock instead of throwing, so the caller's transaction commits the count.
   */
  async begin(keys: ThrottleKeys): Promise<AttemptVerdict> {
    const state = await this.throttle.countAttempt(
      keys.pair, [keys.account, keys.address], THROTTLE.windowSeconds, THROTTLE.pairLimit, THROTTLE.lockSeconds,
    );
    const pair = state.get(keys.pair) as ThrottleState;
    if (pair.lockedUntil && pair.lockedUntil.getTime() > Date.now()) return { lockedUntil: pair.lockedUntil, delayMs: 0 };
    const address = state.get(keys.address)?.failures ?? 0;
    const pairOver = pair.failures - THROTTLE.slowAfter;
    const addressOver = address - THROTTLE.addressSlowAfter;
    const steps = Math.max(pairOver, addressOver, 0);
    return { lockedUntil: null, delayMs: Math.min(THROTTLE.slowMaxMs, steps * THROTTLE.slowStepMs) };
  }

  /** The password was wrong: the failure stays counted; the one that reaches the limit locks the pair. */
  async failed(keys: ThrottleKeys): Promise<Date | null> {
    const state = await this.throttle.peek([keys.pair], THROTTLE.windowSeconds);
    const pair = state.get(keys.pair);
    if (pair?.lockedUntil) return pair.lockedUntil;
    if ((pair?.failures ?? 0) >= THROTTLE.pairLimit) return this.throttle.lock(keys.pair, THROTTLE.lockSeconds);
    return null;
  }

  /** The password was right: its provisional failure is given back; locks stay. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.throttle.giveBack([keys.pair, keys.account, keys.address]);
  }
}
