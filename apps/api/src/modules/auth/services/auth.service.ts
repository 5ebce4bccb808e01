import { setTimeout as sleep } from 'node:timers/promises';
import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { MenusService, type MenuEntry } from '../../menus/index.js';
import { COMPANY_STATUS_MESSAGES, CompanyStatusPort, type CompanyStatusRef } from '../company-status.js';
import type { UserEntity } from '../entities/user.entity.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { CaptchaService } from '../../captcha/index.js';
import { AuditTrailService } from '../../audit/index.js';
import { CaptchaRequiredException, LoginThrottleService, THROTTLE_MESSAGES, TooManyAttemptsException } from './login-throttle.service.js';
import { DUMMY_HASH_INPUT, PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface UserData {
  type: string;
  name: string;
  forcePasswordChange: boolean;
  menu: MenuEntry[];
}

export interface LoginResult extends UserData {
  token: string;
  companyId: number;
  defaultLandingPage: string;
}

@Injectable()
export class AuthService {
  private dummyHash: Promise<string>;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly menus: MenusService,
    private readonly runner: TenantRunner,
    private readonly captchas: CaptchaService,
    private readonly audit: AuditTrailService,
    @Inject(CompanyStatusPort.Ref) private readonly companies: CompanyStatusRef,
  ) {
    this.dummyHash = this.hasher.hash(DUMMY_HASH_INPUT);
  }

  async login(
    userName: string, password: string, client: { ip: string; userAgent?: string }, captcha: { identifier?: string; answer?: string } = {},
  ): Promise<LoginResult> {
    const email = userName.trim().toLowerCase();
    const keys = this.throttle.keys(email, client.ip);
    if (await this.runner.runAsPlatform(() => this.throttle.needsCaptcha(keys))) {
      if (!captcha.identifier || !captcha.answer) throw new CaptchaRequiredException();
      // Its own committed transaction: a captcha is used up by any attempt, right or wrong.
      if (!(await this.captchas.verify(captcha.identifier, captcha.answer))) throw new CaptchaRequiredException(THROTTLE_MESSAGES.captchaInvalid);
    }

    // The attempt is counted (and the lock decided) and committed before the password is checked.
    const { verdict, user } = await this.runner.runAsPlatform(async () => {
      const verdict = await this.throttle.begin(keys);
      return { verdict, user: verdict.lockedUntil ? null : await this.users.findByEmailWithHash(email) };
    });
    if (verdict.lockedUntil) throw new TooManyAttemptsException(verdict.lockedUntil);

    const passwordOk = await this.hasher.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !passwordOk || !user.active) {
      const lockedUntil = await this.runner.runAsPlatform(async () => {
        const locked = await this.throttle.failed(keys);
        // A failed attempt on a known account goes into its company's trail (same transaction as the count).
        if (user) {
          await this.audit.record({
            action: 'LOGIN_FAILED', recordType: 'session', companyId: Number(user.companyId), userId: Number(user.id), userName: user.name,
            clientAddress: client.ip, details: { reason: passwordOk ? 'inactive user' : 'wrong password', userAgent: client.userAgent?.slice(0, 300) ?? null },
          });
        }
        return locked;
      });
      if (verdict.delayMs) await sleep(verdict.delayMs);
      if (lockedUntil) throw new TooManyAttemptsException(lockedUntil);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.runner.runAsPlatform(() => this.throttle.succeeded(keys));

    const companyId = Number(user.companyId);
    const status = await this.runner.runAsPlatform(() => this.companies.get().statusOf(companyId));
    if (status === 'PENDING' || status === 'INACTIVE') throw new ForbiddenException(COMPANY_STATUS_MESSAGES[status]);
    if (status === null) throw new UnauthorizedException(INVALID_CREDENTIALS);

    return this.runner.runAsCompany(companyId, async () => {
      const { token, sessionId, expiresAt } = this.tokens.issue(Number(user.id), companyId);
      await this.sessions.insert({
        id: sessionId,
        companyId: String(companyId),
        userId: user.id,
        expiresAt,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
      await this.audit.record({
        action: 'LOGIN', recordType: 'session', recordId: sessionId, userId: Number(user.id), userName: user.name,
        clientAddress: client.ip, details: { userAgent: client.userAgent?.slice(0, 300) ?? null },
      });
      return {
        token,
        companyId,
        defaultLandingPage: user.defaultLandingPage ?? '/dashboard',
        ...(await this.userData(user)),
      };
    });
  }

  /** Runs in the request's tenant transaction. */
  async logout(principal: SessionPrincipal): Promise<void> {
    await this.sessions.revoke(principal.sessionId);
    await this.audit.record({ action: 'LOGOUT', recordType: 'session', recordId: principal.sessionId });
  }

  /** The stored user data again (menu after a subscription change, flags after a password change). */
  async rebind(principal: SessionPrincipal): Promise<UserData> {
    const user = await this.users.findById(principal.userId);
    if (!user) throw new UnauthorizedException('Your session has expired or is invalid. Please log in again.');
    return this.userData(user);
  }

  private async userData(user: UserEntity): Promise<UserData> {
    const menu = await this.menus.menuFor({
      roleId: user.roleId === null ? null : Number(user.roleId),
      companyId: Number(user.companyId),
      type: user.type,
    });
    return { type: user.type, name: user.name, forcePasswordChange: user.forcePasswordChange, menu };
  }
}
