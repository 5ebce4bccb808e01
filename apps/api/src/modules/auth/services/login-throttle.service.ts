import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { LoginThrottleRepository } from '../repositories/login-throttle.repository.js';

/** Per account: 5 failures in 15 minutes lock it for 15 minutes. Per address: 20 failures. */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  accountLimit: 5,
  addressLimit: 20,
  /** Failures after which each further attempt is slowed down. */
  slowAfter: 2,
  slowStepMs: 400,
  slowMaxMs: 2000,
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

@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: LoginThrottleRepository) {}

  private keys(email: string, ip: string): string[] {
    return [`account:${email.toLowerCase()}`, `ip:${ip}`];
  }

  /** 429 while the account or the address is locked. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    for (const key of this.keys(email, ip)) {
      const state = await this.throttle.get(key);
      if (state?.lockedUntil && state.lockedUntil.getTime() > Date.now()) throw new TooManyAttemptsException(state.lockedUntil);
    }
  }

  /** Counts the failure; returns how long to hold the answer back (slowing guessing before the lock). */
  async recordFailure(email: string, ip: string): Promise<{ delayMs: number; lockedUntil: Date | null }> {
    const [accountKey, ipKey] = this.keys(email, ip);
    const account = await this.throttle.recordFailure(accountKey, THROTTLE.windowSeconds, THROTTLE.accountLimit, THROTTLE.lockSeconds);
    const address = await this.throttle.recordFailure(ipKey, THROTTLE.windowSeconds, THROTTLE.addressLimit, THROTTLE.lockSeconds);
    const lockedUntil = account.lockedUntil ?? address.lockedUntil;
    const over = Math.max(account.failures, 0) - THROTTLE.slowAfter;
    return { delayMs: over > 0 ? Math.min(THROTTLE.slowMaxMs, over * THROTTLE.slowStepMs) : 0, lockedUntil };
  }

  async recordSuccess(email: string): Promise<void> {
    await this.throttle.clear(`account:${email.toLowerCase()}`);
  }
}
