import {
  applyDecorators, ForbiddenException, Injectable, SetMetadata, UseInterceptors,
  type CallHandler, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { sql } from './sql.js';
import type { AuthenticatedRequest } from './request-principal.js';

/** Application ids of the menu catalogue and the services table. */
export const POS_APPLICATION_ID = 3;
export const SSL_APPLICATION_ID = 9;
export const HRMS_APPLICATION_ID = 10;

export const SUBSCRIBED_APPLICATION = 'bizdesk:subscribed-application';

export interface ApplicationRequirement {
  appId: number;
  /** The name in the refusal: "Subscribe to POS to use this". */
  name: string;
}

export function subscribeToUseMessage(name: string): string {
  return `Subscribe to ${name} to use this`;
}

/**
 * The routes of a controller belong to a subscribed application (POS 3, SSL 9, HRMS 10): a company that is
 * not subscribed gets 403 "Subscribe to <name> to use this". One decorator per controller class.
 * The check is a controller-scoped interceptor so it runs inside the request's tenant transaction
 * (global interceptors run first), reading the same company_applications row set the menu reads.
 */
export const SubscribedApplication = (appId: number, name: string) =>
  applyDecorators(
    SetMetadata(SUBSCRIBED_APPLICATION, { appId, name } satisfies ApplicationRequirement),
    UseInterceptors(SubscribedApplicationInterceptor),
  );

@Injectable()
export class SubscribedApplicationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const required = applicationRequirement(this.reflector, ctx);
    const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (required && principal) await requireSubscription(principal.companyId, required);
    return next.handle();
  }
}

/** The route's application requirement, if its controller declares one (SubscribedApplication). */
export function applicationRequirement(reflector: Reflector, ctx: ExecutionContext): ApplicationRequirement | undefined {
  return reflector.getAllAndOverride<ApplicationRequirement | undefined>(SUBSCRIBED_APPLICATION, [ctx.getHandler(), ctx.getClass()]);
}

/** 403 "Subscribe to <name> to use this" unless the company subscribes; runs in the caller's tenant transaction. */
export async function requireSubscription(companyId: number, required: ApplicationRequirement): Promise<void> {
  const { rows } = await sql(`SELECT 1 FROM company_applications WHERE company_id = $1 AND application_id = $2`, [companyId, required.appId]);
  // data says why, for clients to act on (the console shows a Subscribe button); the message stays the spec's.
  if (rows.length === 0) {
    throw new ForbiddenException({
      message: subscribeToUseMessage(required.name),
      data: { reason: 'NOT_SUBSCRIBED', service: required.name, appId: required.appId },
    });
  }
}
