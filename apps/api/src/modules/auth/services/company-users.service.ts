import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { MESSAGES } from '../../../core/tenancy/auth.guard.js';
import { ROLE_LABELS, isCompanyRole, type CompanyRole } from '../../../core/tenancy/permissions.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { COMPANY_USER_MESSAGES as M, type CompanyUserView } from '../dtos/company-users.dtos.js';
import { CompanyUsersRepository, type CompanyUserRow } from '../repositories/company-users.repository.js';
import { ResetTokensRepository } from '../repositories/reset-tokens.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { hashToken } from './password.service.js';
import { PasswordHasher } from './password-hasher.js';

/** An invitation link works for 72 hours (a reset link: 30 minutes). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** Where a role lands after login: the first page its menu shows. */
export const LANDING_PAGE: Readonly<Record<CompanyRole, string>> = {
  OWNER: '/dashboard', ACCOUNTANT: '/account/dashboard', CASHIER: '/sales', HR: '/hrms/employees', VIEWER: '/dashboard',
};

/**
 * The owner manages the company's logins (users.read / users.write). Everything runs in the request's tenant
 * transaction: a user, its invitation link and the invitation mail (outbox) are written together or not at all.
 */
@Injectable()
export class CompanyUsersService {
  constructor(
    private readonly companyUsers: CompanyUsersRepository,
    private readonly users: UsersRepository,
    private readonly resetTokens: ResetTokensRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly runner: TenantRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(principal: SessionPrincipal, query: ListQuery): Promise<Paged<CompanyUserView>> {
    const { rows, total } = await this.companyUsers.page(principal.companyId, query);
    return paged(rows.map((r) => this.view(r, principal)), total, query);
  }

  async invite(principal: SessionPrincipal, input: { name: string; email: string; role: string }): Promise<CompanyUserView> {
    const email = input.email.trim().toLowerCase();
    if (!isCompanyRole(input.role)) throw new BadRequestException(M.roleInvalid);
    if (email === principal.email.toLowerCase()) throw new BadRequestException(M.inviteSelf);
    if (await this.companyUsers.findByEmail(principal.companyId, email)) throw new ConflictException(M.emailInCompany);
    // Logins are unique across the platform (login asks for no company): another company's user is found in
    // the platform context, and the answer does not say which company.
    if (await this.runner.withPlatformContext(() => this.users.emailTaken(email))) throw new ConflictException(M.emailTaken);
    const user = await this.users.insert({
      companyId: String(principal.companyId),
      email,
      name: input.name,
      // No one knows this password: the invitation's link sets the first one.
      passwordHash: await this.hasher.hash(randomBytes(32).toString('base64url')),
      type: 'STAFF',
      role: input.role,
      forcePasswordChange: false,
      active: true,
      defaultLandingPage: LANDING_PAGE[input.role],
    });
    const id = Number(user.id);
    await this.sendInvitation(principal, id, user.name, email, input.role);
    return this.view(await this.mustFind(principal, id), principal);
  }

  async resendInvitation(principal: SessionPrincipal, id: number): Promise<CompanyUserView> {
    const user = await this.mustFind(principal, id);
    if (!user.active) throw new ConflictException(M.inactive);
    if (user.invitedAt === null) throw new ConflictException(M.notPending);
    await this.sendInvitation(principal, id, user.name, user.email, user.role);
    return this.view(await this.mustFind(principal, id), principal);
  }

  async update(principal: SessionPrincipal, id: number, change: { role?: string; active?: boolean }): Promise<CompanyUserView> {
    if (change.role === undefined && change.active === undefined) throw new BadRequestException(M.nothingToChange);
    if (change.role !== undefined && !isCompanyRole(change.role)) throw new BadRequestException(M.roleInvalid);
    const role = change.role as CompanyRole | undefined;
    // Locked first: concurrent changes to the owners are served one after the other.
    const owners = await this.companyUsers.lockActiveOwners(principal.companyId);
    const user = await this.mustFind(principal, id);
    if (id === principal.userId) {
      if (role !== undefined && role !== user.role) throw new ForbiddenException(M.ownRole);
      if (change.active === false) throw new ForbiddenException(M.ownActive);
    }
    // The caller's own role may have changed while it waited for the lock.
    if (!owners.includes(principal.userId)) throw new ForbiddenException(MESSAGES.forbidden);
    const losesOwner = owners.includes(id) && ((role !== undefined && role !== 'OWNER') || change.active === false);
    if (losesOwner && owners.length <= 1) throw new ConflictException(M.lastOwner);
    await this.companyUsers.update(principal.companyId, id, { role, active: change.active });
    // A deactivated user's sessions end now (live_session() refuses an inactive user's too; revoking keeps
    // them ended after a later reactivation).
    if (change.active === false) await this.sessions.revokeAllOfUser(id);
    return this.view(await this.mustFind(principal, id), principal);
  }

  private async mustFind(principal: SessionPrincipal, id: number): Promise<CompanyUserRow> {
    const user = await this.companyUsers.find(principal.companyId, id);
    if (!user) throw new NotFoundException(M.notFound);
    return user;
  }

  private async sendInvitation(principal: SessionPrincipal, id: number, name: string, email: string, role: CompanyRole): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.resetTokens.insert(principal.companyId, id, hashToken(token), new Date(Date.now() + INVITATION_TTL_MS), 'INVITE');
    await this.companyUsers.markInvited(principal.companyId, id);
    const link = `${this.config.publicUrl}/admin/forgot-password-reset/${token}`;
    await this.mail.send({
      to: email,
      companyId: principal.companyId,
      subject: `${principal.name} invited you to BizDesk`,
      text:
        `Hello ${name},\n\n${principal.name} has invited you to their company on BizDesk as ${ROLE_LABELS[role]}.\n\n` +
        `Open this link within 72 hours to choose your password:\n\n${link}\n\n` +
        `Then log in with this e-mail address (${email}) and your new password. The link works once; ` +
        `if it has expired, ask ${principal.name} to send the invitation again.\n`,
    });
  }

  private view(r: CompanyUserRow, principal: SessionPrincipal): CompanyUserView {
    return {
      id: Number(r.id),
      name: r.name,
      email: r.email,
      role: r.role,
      active: r.active,
      invitationPending: r.invitedAt !== null,
      invitedAt: r.invitedAt ? new Date(r.invitedAt).toISOString() : null,
      createdAt: new Date(r.createdAt).toISOString(),
      isYou: Number(r.id) === principal.userId,
    };
  }
}
