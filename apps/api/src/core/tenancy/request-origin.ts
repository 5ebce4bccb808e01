import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { Request } from 'express';

/** Where the current request comes from: the client address (as `trust proxy` decides it) and its user agent. */
export interface RequestOrigin {
  clientAddress: string;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

export const requestOrigin = {
  run<T>(origin: RequestOrigin, fn: () => T): T {
    return storage.run(origin, fn);
  },
  current(): RequestOrigin | undefined {
    return storage.getStore();
  },
};

/**
 * Makes the request's origin known to everything the handler runs, the tenant runner included: it sends the
 * address as app.client_address with the company settings (same statement), for the audit trail's triggers.
 * Registered before TenantTransactionInterceptor, whose transaction opens when it is subscribed to, inside here.
 */
@Injectable()
export class RequestOriginInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const agent = req.headers['user-agent'];
    const origin: RequestOrigin = { clientAddress: (req.ip ?? '').slice(0, 64), userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
    return new Observable((subscriber) => storage.run(origin, () => next.handle().subscribe(subscriber)));
  }
}
