import { Injectable, RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { RouteCheck } from '../discovery/route-handlers.js';
import { BODY_READ_BY_ROUTE } from './raw-body.js';

/**
 * Marks a guard class that reads the request's body itself (readJsonBody, readRawBody or an upload's parser).
 * On a route with the console's session such a guard calls LiveSessionCheck.confirm first (core/tenancy/live-session.ts),
 * as the upload guard does: the AuthGuard checked only the token's signature.
 */
export const READS_REQUEST_BODY = 'bizdesk:reads-request-body';

/** Class decorator for such a guard; for a guard built by a function, call markReadsRequestBody on the class. */
export const ReadsRequestBody = (): ClassDecorator => (target) => markReadsRequestBody(target as unknown as Type<unknown>);

export function markReadsRequestBody(guard: Type<unknown>): void {
  Reflect.defineMetadata(READS_REQUEST_BODY, true, guard);
}

const METHODS_WITH_BODY = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.ALL]);

/** BODY_READ_BY_ROUTE as controller paths (without the global 'api' prefix, which /iclock does not have). */
const BODY_READ_CONTROLLER_PATHS = BODY_READ_BY_ROUTE.map((route) => route.replace(/^\/api(?=\/)/, ''));

export function isBodyReadByRoute(controllerPath: string): boolean {
  return BODY_READ_CONTROLLER_PATHS.some((route) => controllerPath === route || controllerPath.startsWith(`${route}/`));
}

/**
 * No middleware parses the bodies of BODY_READ_BY_ROUTE paths: a guard of the route reads it once the caller is
 * known. A handler there that takes a body but has no such guard would silently get none, so the API refuses
 * to start instead (the list and the guards are kept in two places; this keeps them in step).
 */
@Injectable()
export class BodyReadersCheck extends RouteCheck {
  protected offending(): string[] {
    return this.handlersWithoutBodyReader();
  }

  protected refusal(routes: string): string {
    return `These routes are in BODY_READ_BY_ROUTE (core/http/raw-body.ts), so no middleware reads their body, but none of their guards does ` +
      `(@GatewayApi, @ReceiveUpload(..., { json }) or a guard marked @ReadsRequestBody): ${routes}`;
  }

  handlersWithoutBodyReader(): string[] {
    const missing: string[] = [];
    for (const { controller, handler, method, path, label } of this.routes()) {
      if (!METHODS_WITH_BODY.has(method) || !isBodyReadByRoute(path)) continue;
      const guards = [
        ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
        ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
      ];
      const readsBody = guards.some((g) => typeof g === 'function' && Reflect.getMetadata(READS_REQUEST_BODY, g) === true);
      if (!readsBody) missing.push(label);
    }
    return missing;
  }
}
