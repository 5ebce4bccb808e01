import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DeviceLoginFailuresRepository, WHOLE_DEVICE, type FailureLimits } from '../repositories/device-login-failures.repository.js';

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

  /**
   * Counts the attempt before its password is checked; returns the lock that refuses it, if any. The pair first:
   * an attempt its pair lock refuses is not counted for the device, so one address alone cannot run the device's
   * count up past its own 5 (it needs 4 more addresses); an attempt the device lock refuses gives its pair count back.
   */
  async begin(companyId: number, deviceId: number, address: string): Promise<Date | null> {
    const pair = await this.failures.countAttempt(companyId, deviceId, address, DEVICE_LOGIN_LIMITS.pairLimit, DEVICE_LOGIN_LIMITS);
    if (pair.lockedUntil) return pair.lockedUntil;
    const device = await this.failures.countAttempt(companyId, deviceId, WHOLE_DEVICE, DEVICE_LOGIN_LIMITS.deviceLimit, DEVICE_LOGIN_LIMITS);
    if (device.lockedUntil) await this.failures.giveBack(deviceId, [address]);
    return device.lockedUntil;
  }

  /** The password was wrong: the failure stays counted; the one that reaches a limit locks. */
  failed(deviceId: number, address: string): Promise<Date | null> {
    return this.failures.lockReached(deviceId, address, DEVICE_LOGIN_LIMITS);
  }

  /** The password was right: its provisional failure is given back; locks stay. */
  succeeded(deviceId: number, address: string): Promise<void> {
    return this.failures.giveBack(deviceId, [address, WHOLE_DEVICE]);
  }

  unlock(companyId: number, deviceId: number): Promise<void> {
    return this.failures.clear(companyId, deviceId);
  }
}
