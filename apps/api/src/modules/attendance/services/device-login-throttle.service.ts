import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DeviceLoginFailuresRepository, type FailureLimits } from '../repositories/device-login-failures.repository.js';

/**
 * Device logins keep the spec's 2-10 character passwords, so guessing is stopped by counting (issue 24 item 3):
 * - a (device, address) pair locks after 5 failures for 15 minutes, like the web login;
 * - the device locks after 20 failures from any addresses for 15 minutes: a device cannot answer a captcha,
 *   which is what the web login asks for instead. While locked even the right password is refused (so a
 *   guess after the lock cannot replace the real device's session); the live session keeps working;
 *   the owner sees the lock in the device list and can lift it.
 */
export const DEVICE_LOGIN_LIMITS: FailureLimits = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  pairLimit: 5,
  deviceLimit: 20,
};

/** 429, worded as the web login's lock. */
export class DeviceLoginLockedException extends HttpException {
  constructor(lockedUntil: Date) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
    super({ message: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Each call runs in the device company's transaction (the caller's unit of work). */
@Injectable()
export class DeviceLoginThrottleService {
  constructor(private readonly failures: DeviceLoginFailuresRepository) {}

  /** Counts the attempt before its password is checked; returns the lock that refuses it, if any. */
  async begin(companyId: number, deviceId: number, address: string): Promise<Date | null> {
    const rows = await this.failures.countAttempt(companyId, deviceId, address, DEVICE_LOGIN_LIMITS);
    const now = Date.now();
    const locks = [...rows.values()].map((r) => r.locked_until && new Date(r.locked_until)).filter((d): d is Date => !!d && d.getTime() > now);
    return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
  }

  /** The password was wrong: the failure stays counted; the one that reaches a limit locks. */
  failed(deviceId: number, address: string): Promise<Date | null> {
    return this.failures.lockReached(deviceId, address, DEVICE_LOGIN_LIMITS);
  }

  /** The password was right: its provisional failure is given back; locks stay. */
  succeeded(deviceId: number, address: string): Promise<void> {
    return this.failures.giveBack(deviceId, address);
  }

  unlock(companyId: number, deviceId: number): Promise<void> {
    return this.failures.clear(companyId, deviceId);
  }
}
