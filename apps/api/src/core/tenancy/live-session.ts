import { Inject, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryResultRow } from 'pg';
import { MESSAGES } from './auth.guard.js';
import type { AuthenticatedRequest } from './request-principal.js';
import { PLATFORM_SCOPE } from './route-metadata.js';
import { applyRouteRules } from './route-rules.js';
import { SessionVerifierPort, type SessionVerifierRef } from './session.js';
import { TenantRunner } from './tenant-runner.js';

/**
 * For a guard about to read a large request body (an upload) on a console route: the AuthGuard checked only
 * the token's signature, so a logged-out or revoked token would still get its whole body received before the
 * TenantTransactionInterceptor's 401. This runs the interceptor's session check, with the same answers, in a
 * short transaction of its own that is over before the body is read (a slow client still holds no
 * connection). The interceptor checks again inside the request's transaction: a session ended while the
 * body was on its way is refused there.
 */
@Injectable()
export class LiveSessionCheck {
  constructor(
    private readonly runner: TenantRunner,
    private readonly reflector: Reflector,
    @Inject(SessionVerifierPort.Ref) private readonly sessions: SessionVerifierRef,
  ) {}

  /** Throws the interceptor's 401 or 403; does nothing on routes without a console session (public, API key, device). */
  async confirm(ctx: ExecutionContext): Promise<void> {
    const claims = ctx.switchToHttp().getRequest<AuthenticatedRequest>().claims;
    if (!claims) return;
    const targets: [Function, Function] = [ctx.getHandler(), ctx.getClass()];
    const platform = this.reflector.getAllAndOverride<boolean>(PLATFORM_SCOPE, targets) ?? false;
    const verifier = this.sessions.get();
    const check = verifier.sessionStatement(claims);
    const read = async (_manager: unknown, rows: QueryResultRow[]) => verifier.principalFrom(claims, rows);
    const principal = platform
      ? await this.runner.runAsPlatform(read, claims.userId, check)
      : await this.runner.runAsCompany(claims.companyId, read, claims.userId, check);
    if (!principal) throw new UnauthorizedException(MESSAGES.invalidToken);
    applyRouteRules(this.reflector, principal, targets, platform);
  }
}
