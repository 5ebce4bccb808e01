import {
  Inject, Injectable, UnauthorizedException, type CallHandler, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryResultRow } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { MESSAGES } from './auth.guard.js';
import { CommitThenFail } from './commit-then-fail.js';
import type { AuthenticatedRequest } from './request-principal.js';
import { PLATFORM_SCOPE } from './route-metadata.js';
import { applyRouteRules } from './route-rules.js';
import { SessionVerifierPort, type SessionPrincipal, type SessionVerifierRef } from './session.js';
import { TenantRunner } from './tenant-runner.js';

/**
 * An authenticated request runs in one transaction bound to the caller's company (or, for provider
 * routes, the platform context). Inside it, first, the session is loaded and the route's rules are
 * applied; the answer is written only after the transaction commits. One transaction per request,
 * session check included.
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly runner: TenantRunner,
    private readonly reflector: Reflector,
    @Inject(SessionVerifierPort.Ref) private readonly sessions: SessionVerifierRef,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const claims = req.claims;
    if (!claims) return next.handle();
    const targets: [Function, Function] = [ctx.getHandler(), ctx.getClass()];
    const platform = this.reflector.getAllAndOverride<boolean>(PLATFORM_SCOPE, targets) ?? false;

    const verifier = this.sessions.get();
    const work = async (_manager: unknown, sessionRows: QueryResultRow[]) => {
      const principal = verifier.principalFrom(claims, sessionRows);
      if (!principal) throw new UnauthorizedException(MESSAGES.invalidToken);
      this.applyRouteRules(principal, targets, platform);
      req.principal = principal;
      try {
        return await lastValueFrom(next.handle(), { defaultValue: undefined });
      } catch (e) {
        // Returned, not thrown: the transaction commits, and the error is answered after it.
        if (e instanceof CommitThenFail) return e;
        throw e;
      }
    };
    // The session check travels with BEGIN and the tenant settings: one round trip opens the request.
    const check = verifier.sessionStatement(claims);
    // A GET's last statements may carry its COMMIT (sqlAll's `last`): one round trip less for a page.
    const options = { readRequest: req.method === 'GET' };
    const run = platform
      ? this.runner.runAsPlatform(work, claims.userId, check, options)
      : this.runner.runAsCompany(claims.companyId, work, claims.userId, check, options);
    return from(
      run.then((result) => {
        if (result instanceof CommitThenFail) throw result.error;
        return result;
      }),
    );
  }

  private applyRouteRules(principal: SessionPrincipal, targets: [Function, Function], platform: boolean): void {
    applyRouteRules(this.reflector, principal, targets, platform);
  }
}
