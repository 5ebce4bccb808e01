import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Permission } from '@bizdesk/shared';

export { COMPANY_ROLES, PERMISSION_AREAS, ROLE_LABELS, ROLE_PERMISSIONS, isCompanyRole, roleHasPermission } from '@bizdesk/shared';
export type { CompanyRole, Permission, PermissionArea } from '@bizdesk/shared';

/**
 * What a company route needs from its caller's role. One word per area and access (the areas are listed
 * in packages/shared/src/roles.ts); the table that says which role holds which permission lives with the
 * roles (ROLE_PERMISSIONS there, docs/roles.md), so a route only says what it does, never who may do it.
 * Checked in the request's route rules (route-rules.ts) against the role its session statement read: no
 * extra round trip. The API refuses to start when a company route declares neither this nor AnySignedInUser
 * (RoutePermissionsCheck).
 */
export const REQUIRED_PERMISSION = 'bizdesk:required-permission';
/** The route is for whoever is signed in, whatever their role (own profile, own password, logout, own menu). */
export const ANY_SIGNED_IN_USER = 'bizdesk:any-signed-in-user';

/** The permission a company route needs (checked against the role in the caller's session); shown in openapi.json as x-permission. */
export const RequirePermission = (permission: Permission) =>
  applyDecorators(SetMetadata(REQUIRED_PERMISSION, permission), ApiExtension('x-permission', permission));

/** Any signed-in user of the company may call the route (stated, so that nothing is allowed by omission). */
export const AnySignedInUser = () =>
  applyDecorators(SetMetadata(ANY_SIGNED_IN_USER, true), ApiExtension('x-permission', 'any-signed-in-user'));
