import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { CaptchaService } from '../../captcha/index.js';
import { ResetTokensRepository } from '../repositories/reset-tokens.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { PasswordHasher } from './password-hasher.js';

export const PASSWORD_MESSAGES = {
  currentWrong: 'Current password is incorrect',
  mustDiffer: 'New password must be different than current password',
  confirmChange: 'Confirm password must be same as new password',
  confirmReset: 'Passwords must match',
  changed: 'Password changed successfully. Please log in again.',
  resetSent: 'If an account exists for this e-mail, a password reset link has been sent to it.',
  linkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  linkValid: 'The link is valid. Please choose a new password.',
  reset: 'Your password has been reset. Please log in with the new password.',
} as const;

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly resetTokens: ResetTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly runner: TenantRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs in the request's tenant transaction; every session of the user ends, this one included. */
  async change(principal: SessionPrincipal, current: string, next: string, confirm: string): Promise<void> {
    if (next === current) throw new BadRequestException(PASSWORD_MESSAGES.mustDiffer);
    if (confirm !== next) throw new BadRequestException(PASSWORD_MESSAGES.confirmChange);
    const user = await this.users.findByIdWithHash(principal.userId);
    if (!user || !(await this.hasher.verify(user.passwordHash, current))) {
      throw new BadRequestException(PASSWORD_MESSAGES.currentWrong);
    }
    await this.users.setPassword(principal.userId, await this.hasher.hash(next));
    await this.sessions.revokeAllOfUser(principal.userId);
  }

  /** Same answer whether or not the e-mail has an account, so it cannot be used to find accounts. */
  async requestReset(email: string, captchaIdentifier: unknown, captchaText: unknown): Promise<void> {
    await this.captcha.assertValid(captchaIdentifier, captchaText);
    await this.runner.runAsPlatform(async () => {
      const user = await this.users.findByEmail(email.trim().toLowerCase());
      if (!user || !user.active) return;
      const token = randomBytes(32).toString('base64url');
      await this.resetTokens.insert(Number(user.companyId), Number(user.id), hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
      const link = `${this.config.publicUrl}/admin/forgot-password-reset/${token}`;
      await this.mail.send({
        to: user.email,
        companyId: Number(user.companyId),
        subject: 'Reset your BizDesk password',
        text:
          `Hello ${user.name},\n\nWe received a request to reset your BizDesk password. Open this link within 30 minutes to choose a new one:\n\n${link}\n\n` +
          `The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
      });
    });
  }

  async verifyResetToken(token: string): Promise<void> {
    const row = await this.runner.runAsPlatform(() => this.resetTokens.findByHash(hashToken(token)));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new BadRequestException(PASSWORD_MESSAGES.linkInvalid);
  }

  async reset(token: string, password: string, confirm: string, captchaIdentifier: unknown, captchaText: unknown): Promise<void> {
    if (confirm !== password) throw new BadRequestException(PASSWORD_MESSAGES.confirmReset);
    await this.captcha.assertValid(captchaIdentifier, captchaText);
    await this.runner.runAsPlatform(async () => {
      const row = await this.resetTokens.findByHash(hashToken(token));
      if (!row || !(await this.resetTokens.markUsed(row.id))) throw new BadRequestException(PASSWORD_MESSAGES.linkInvalid);
      await this.users.setPassword(row.userId, await this.hasher.hash(password));
      // An invitation is accepted once its password is set.
      if (row.purpose === 'INVITE') await this.users.clearInvitation(row.userId);
      await this.sessions.revokeAllOfUser(row.userId);
    });
  }
}
