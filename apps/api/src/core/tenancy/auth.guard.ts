import {
  ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from './request-principal.js';
import { ALLOW_DURING_PASSWORD_CHANGE, IS_PUBLIC, PLATFORM_SCOPE, REQUIRED_USER_TYPES } from './route-metadata.js';
import { SESSION_VERIFIER, type SessionVerifier } from './session.js';

export const MESSAGES = {
  missingToken: 'Please log in to continue',
  invalidToken: 'Your session has expired or is invalid. Please log in again.',
  companyMismatch: 'The CompanyId header does not match the signed-in company',
  passwordChange: 'You must change your password before continuing',
  forbidden: 'You do not have permission to do this',
} as const;

/**
 * Every non-public route needs a live session and a CompanyId header naming the session's company:
 * a token can never be pointed at another tenant by changing a header.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedException(MESSAGES.missingToken);
    const principal = await this.sessions.verify(match[1]);
    if (!principal) throw new UnauthorizedException(MESSAGES.invalidToken);

    const companyHeader = req.headers['companyid'];
    if (typeof companyHeader !== 'string' || companyHeader.trim() !== String(principal.companyId)) {
      throw new ForbiddenException(MESSAGES.companyMismatch);
    }
    if (principal.forcePasswordChange && !this.reflector.getAllAndOverride<boolean>(ALLOW_DURING_PASSWORD_CHANGE, targets)) {
      throw new ForbiddenException(MESSAGES.passwordChange);
    }
    const types = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_USER_TYPES, targets);
    if (types && !types.includes(principal.type)) throw new ForbiddenException(MESSAGES.forbidden);
    // Cross-tenant (platform) routes belong to the provider's administrator alone.
    if (this.reflector.getAllAndOverride<boolean>(PLATFORM_SCOPE, targets) && principal.type !== 'SUPER_ADMIN') {
      throw new ForbiddenException(MESSAGES.forbidden);
    }

    req.principal = principal;
    return true;
  }
}
