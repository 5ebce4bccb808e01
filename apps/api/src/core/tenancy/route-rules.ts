import { ForbiddenException } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { MESSAGES } from './auth.guard.js';
import { REQUIRED_PERMISSION, roleHasPermission, type Permission } from './permissions.js';
import { ALLOW_DURING_PASSWORD_CHANGE, REQUIRED_USER_TYPES } from './route-metadata.js';
import type { SessionPrincipal } from './session.js';

/**
 * What a route asks of a live session's caller (a forced password change, its user types, the permission
 * its role must hold, the provider's administrator for platform routes). One rule for the request's
 * transaction and for the check a body reader makes before reading (LiveSessionCheck), so both refuse alike.
 * The role came with the session statement the request sent anyway: checking it costs no round trip.
 */
export function applyRouteRules(reflector: Reflector, principal: SessionPrincipal, targets: [Function, Function], platform: boolean): void {
  if (principal.forcePasswordChange && !reflector.getAllAndOverride<boolean>(ALLOW_DURING_PASSWORD_CHANGE, targets)) {
    throw new ForbiddenException(MESSAGES.passwordChange);
  }
  const types = reflector.getAllAndOverride<string[] | undefined>(REQUIRED_USER_TYPES, targets);
  if (types && !types.includes(principal.type)) throw new ForbiddenException(MESSAGES.forbidden);
  // Cross-tenant (platform) routes belong to the provider's administrator alone.
  if (platform && principal.type !== 'SUPER_ADMIN') throw new ForbiddenException(MESSAGES.forbidden);
  const permission = reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
  if (permission && !roleHasPermission(principal.role, permission)) throw new ForbiddenException(MESSAGES.forbidden);
}
