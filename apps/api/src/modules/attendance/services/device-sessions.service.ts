import { createHash, randomBytes } from 'node:crypto';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { subscribeToUseMessage } from '../../../core/tenancy/subscribed-application.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { DUMMY_HASH_INPUT, PasswordHasher } from '../../auth/index.js';
import { DEVICE_AUTH_MESSAGES, type DeviceLoginView } from '../dtos/attendance-device.dtos.js';
import { AttendanceDevicesRepository, type DeviceUse } from '../repositories/attendance-devices.repository.js';
import { addressAllowed, addressKey } from './device-addresses.js';
import { DeviceLoginLockedException, DeviceLoginThrottleService } from './device-login-throttle.service.js';

const M = DEVICE_AUTH_MESSAGES;

export interface DevicePrincipal {
  deviceId: number;
  companyId: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** "dev.<companyId>.<deviceId>.<secret>": the ids pick the tenant and row; only the secret's hash is stored. */
function parseToken(token: string): (DevicePrincipal & { secret: string }) | null {
  const m = /^dev\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  return { companyId: Number(m[1]), deviceId: Number(m[2]), secret: m[3] };
}

/**
 * 403 unless the device's company may use HRMS now (active and subscribed); the refusal names the reason,
 * as the console's HRMS routes do. Checked after the password or the live token, so it tells a stranger nothing.
 */
export function requireCompanyUse(use: DeviceUse): void {
  if (!use.companyActive) throw new ForbiddenException(M.companyInactive);
  if (!use.hrmsSubscribed) throw new ForbiddenException(subscribeToUseMessage('HRMS'));
}

/**
 * Device logins. A device has one session: each login replaces the stored token hash, so the
 * previous token fails from the moment the new login commits. Tokens are good for punches only
 * (the user AuthGuard does not accept them: they are not signed user tokens). Failed logins are
 * counted per (device, address) and per device, and lock (DeviceLoginThrottleService).
 */
@Injectable()
export class DeviceSessionsService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly runner: TenantRunner,
    private readonly devices: AttendanceDevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: DeviceLoginThrottleService,
  ) {}

  /**
   * User names are unique per company: without companyId the name must name one device on the platform (an old
   * device's login form); a name two companies use is then refused like a wrong password.
   */
  async login(input: { userName: string; password: string; companyId?: number }, ip: string | null): Promise<DeviceLoginView> {
    const found = await this.runner.runAsPlatform(() => this.devices.credentialsByUserName(input.userName, input.companyId ?? null));
    const device = found.length === 1 ? found[0] : null;
    // Unknown (or ambiguous) names, and a device's login from outside its addresses, cost a hash too and count
    // nothing: timing does not tell which names exist, and a stranger outside the addresses cannot lock the device.
    if (!device || !addressAllowed(device.allowedAddresses, ip)) {
      await this.spendDummyHash(input.password);
      throw new UnauthorizedException(M.invalid);
    }
    const address = addressKey(ip);
    // Counted (and the lock decided) and committed before the password is checked.
    const locked = await this.runner.runAsCompany(device.companyId, () => this.throttle.begin(device.companyId, device.id, address));
    if (locked) throw new DeviceLoginLockedException(locked);
    if (!(await this.hasher.verify(device.passwordHash, input.password))) {
      const lockedNow = await this.runner.runAsCompany(device.companyId, () => this.throttle.failed(device.id, address));
      if (lockedNow) throw new DeviceLoginLockedException(lockedNow);
      throw new UnauthorizedException(M.invalid);
    }
    await this.runner.runAsCompany(device.companyId, () => this.throttle.succeeded(device.id, address));
    requireCompanyUse(device);
    const secret = randomBytes(32).toString('base64url');
    const token = `dev.${device.companyId}.${device.id}.${secret}`;
    await this.runner.runAsCompany(device.companyId, () => this.devices.replaceSession(device.companyId, device.id, sha256(secret)));
    return { token, deviceId: device.id, deviceName: device.name, companyId: device.companyId, branchId: device.branchId };
  }

  /** Reads "Bearer dev...." and checks it against the live session, inside the caller's company transaction. */
  parse(authorization: string | undefined): DevicePrincipal & { secretHash: string } {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) throw new UnauthorizedException(M.missingToken);
    const parsed = parseToken(match[1]);
    if (!parsed) throw new UnauthorizedException(M.invalidToken);
    return { companyId: parsed.companyId, deviceId: parsed.deviceId, secretHash: sha256(parsed.secret) };
  }

  /**
   * Inside the token company's transaction: 401 unless the token is the device's live one; 403 when the company may
   * not use HRMS now (unsubscribed, deactivated) or the request comes from outside the device's addresses.
   */
  async verify(principal: DevicePrincipal & { secretHash: string }, ip: string | null): Promise<void> {
    const use = await this.devices.liveSession(principal.companyId, principal.deviceId, principal.secretHash);
    if (!use) throw new UnauthorizedException(M.invalidToken);
    requireCompanyUse(use);
    if (!addressAllowed(use.allowedAddresses, ip)) throw new ForbiddenException(M.addressRefused);
  }

  private async spendDummyHash(password: string): Promise<false> {
    this.dummyHash ??= this.hasher.hash(DUMMY_HASH_INPUT);
    await this.hasher.verify(await this.dummyHash, password);
    return false;
  }
}

