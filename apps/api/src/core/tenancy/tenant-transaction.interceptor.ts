import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from './request-principal.js';
import { PLATFORM_SCOPE } from './route-metadata.js';
import { TenantRunner } from './tenant-runner.js';

/**
 * An authenticated request runs in one transaction bound to the caller's company (or, for provider
 * routes, the platform context). The answer is written only after the transaction commits.
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly runner: TenantRunner,
    private readonly reflector: Reflector,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (!principal) return next.handle();
    const platform = this.reflector.getAllAndOverride<boolean>(PLATFORM_SCOPE, [ctx.getHandler(), ctx.getClass()]);
    const work = () => lastValueFrom(next.handle(), { defaultValue: undefined });
    return from(
      platform
        ? this.runner.runAsPlatform(work, principal.userId)
        : this.runner.runAsCompany(principal.companyId, work, principal.userId),
    );
  }
}
