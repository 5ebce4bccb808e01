import {
  Inject, Injectable, UnauthorizedException, type CallHandler, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryResultRow } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { MESSAGES } from './auth.guard.js';
import { CommitThenFail } from './commit-then-fail.js';
import type { AuthenticatedRequest } from './request-principal.js';
import { ConfirmationRefused } from './deferred-opening.js';
import { RememberedPrincipals } from './remembered-principals.js';
import { concurrentEditConflict, isConcurrentEditFailure } from './record-lock.js';
import { PLATFORM_SCOPE } from './route-metadata.js';
import { applyRouteRules } from './route-rules.js';
import { SESSION_CHANGED_SQLSTATE, SessionVerifierPort, type SessionPrincipal, type SessionVerifierRef } from './session.js';
import { TenantRunner, type OpeningStatement, type RunOptions } from './tenant-runner.js';

/**
 * An authenticated request runs in one transaction bound to the caller's company (or, for provider
 * routes, the platform context). Inside it, first, the session is loaded and the route's rules are
 * applied; the answer is written only after the transaction commits. One transaction per request,
 * session check included.
 *
 * A GET whose session this instance has seen starts from the principal it had then and sends the
 * database a confirmation with its first statement instead (one round trip for a page, not two: issue
 * 18). If the session was revoked or changed meanwhile, the confirmation fails, nothing of the request ran
 * or committed, and the request is run again the full way (a GET reads; running it again is safe). So GET
 * handlers must not act outside the database before their first statement (none do: they read).
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  private readonly principals = new RememberedPrincipals();

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
    const readRequest = req.method === 'GET';
    const verifier = this.sessions.get();

    const handle = async (principal: SessionPrincipal) => {
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
    const open = <T>(work: (manager: unknown, rows: QueryResultRow[]) => Promise<T>, options: RunOptions, check?: OpeningStatement) =>
      platform
        ? this.runner.runAsPlatform(work, claims.userId, check, options)
        : this.runner.runAsCompany(claims.companyId, work, claims.userId, check, options);

    // The full way: the session check travels with BEGIN and the tenant settings, one round trip, and its
    // answer is the principal. A GET's last statements may carry its COMMIT (sqlAll's `last`).
    const checked = () =>
      open(async (_manager, rows) => {
        const principal = verifier.principalFrom(claims, rows);
        if (!principal) {
          this.principals.forget(claims.sessionId);
          throw new UnauthorizedException(MESSAGES.invalidToken);
        }
        this.principals.remember(principal);
        return handle(principal);
      }, { readRequest }, verifier.sessionStatement(claims));

    const remembered = readRequest ? this.principals.get(claims) : undefined;
    const run = remembered && this.routeRulesAllow(remembered, targets, platform)
      ? open(() => handle(remembered), { readRequest, confirmation: verifier.confirmStatement(remembered) }).catch((e: unknown) => {
          if (!(e instanceof ConfirmationRefused)) throw e;
          if ((e.reason as { code?: string } | null)?.code !== SESSION_CHANGED_SQLSTATE) throw e.reason;
          this.principals.forget(claims.sessionId);
          // Nothing of the first run reached the client (its statements failed after the confirmation).
          if (ctx.switchToHttp().getResponse<{ headersSent: boolean }>().headersSent) throw new UnauthorizedException(MESSAGES.invalidToken);
          return checked();
        })
      : checked();
    return from(
      run.then(
        (result) => {
          if (result instanceof CommitThenFail) throw result.error;
          return result;
        },
        (e: unknown) => {
          // The request's transaction lost a deadlock to a concurrent edit and was rolled back whole.
          throw isConcurrentEditFailure(e) ? concurrentEditConflict() : e;
        },
      ),
    );
  }

  /** Whether the route's rules let this principal through (a remembered principal they refuse is checked afresh). */
  private routeRulesAllow(principal: SessionPrincipal, targets: [Function, Function], platform: boolean): boolean {
    try {
      this.applyRouteRules(principal, targets, platform);
      return true;
    } catch {
      return false;
    }
  }

  private applyRouteRules(principal: SessionPrincipal, targets: [Function, Function], platform: boolean): void {
    applyRouteRules(this.reflector, principal, targets, platform);
  }
}
