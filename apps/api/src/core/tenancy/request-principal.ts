import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionClaims, SessionPrincipal } from './session.js';

export type AuthenticatedRequest = Request & { claims?: SessionClaims; principal?: SessionPrincipal; requestId?: string };

/** The verified caller of the current request. */
export const Principal = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionPrincipal => {
  const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('@Principal() used on a public route');
  return principal;
});
