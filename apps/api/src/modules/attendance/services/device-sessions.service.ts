import { createHash, randomBytes } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { DUMMY_HASH_INPUT, PasswordHasher } from '../../auth/index.js';
import { DEVICE_AUTH_MESSAGES, type DeviceLoginView } from '../dtos/attendance-device.dtos.js';
import { AttendanceDevicesRepository } from '../repositories/attendance-devices.repository.js';

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
 * Device logins. A device has one session: each login replaces the stored token hash, so the
 * previous token fails from the moment the new login commits. Tokens are good for punches only
 * (the user AuthGuard does not accept them: they are not signed user tokens).
 */
@Injectable()
export class DeviceSessionsService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly runner: TenantRunner,
    private readonly devices: AttendanceDevicesRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async login(userName: string, password: string): Promise<DeviceLoginView> {
    const device = await this.runner.runAsPlatform(() => this.devices.credentialsByUserName(userName));
    // Unknown user names cost a hash too, so timing does not tell which names exist.
    const ok = device ? await this.hasher.verify(device.passwordHash, password) : await this.spendDummyHash(password);
    if (!device || !ok) throw new UnauthorizedException(M.invalid);
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

  async verify(principal: DevicePrincipal & { secretHash: string }): Promise<void> {
    if (!(await this.devices.sessionMatches(principal.companyId, principal.deviceId, principal.secretHash))) {
      throw new UnauthorizedException(M.invalidToken);
    }
  }

  private async spendDummyHash(password: string): Promise<false> {
    this.dummyHash ??= this.hasher.hash(DUMMY_HASH_INPUT);
    await this.hasher.verify(await this.dummyHash, password);
    return false;
  }
}

