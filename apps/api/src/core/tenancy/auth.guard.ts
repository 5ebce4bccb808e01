import {
  ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from './request-principal.js';
import { IS_PUBLIC } from './route-metadata.js';
import { SessionVerifierPort, type SessionVerifierRef } from './session.js';

export const MESSAGES = {
  missingToken: 'Please log in to continue',
  invalidToken: 'Your session has expired or is invalid. Please log in again.',
  companyMismatch: 'The CompanyId header does not match the signed-in company',
  passwordChange: 'You must change your password before continuing',
  forbidden: 'You do not have permission to do this',
} as const;

/**
 * Every non-public route needs a well-signed, unexpired token and a CompanyId header naming the token's
 * company: a token can never be pointed at another tenant by changing a header. Whether the session is
 * still live is checked by the TenantTransactionInterceptor inside the request's transaction.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SessionVerifierPort.Ref) private readonly sessions: SessionVerifierRef,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()])) return true;

    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw new UnauthorizedException(MESSAGES.missingToken);
    const claims = this.sessions.get().readToken(match[1]);
    if (!claims) throw new UnauthorizedException(MESSAGES.invalidToken);

    const companyHeader = req.headers['companyid'];
    if (typeof companyHeader !== 'string' || companyHeader.trim() !== String(claims.companyId)) {
      throw new ForbiddenException(MESSAGES.companyMismatch);
    }
    req.claims = claims;
    return true;
  }
}
