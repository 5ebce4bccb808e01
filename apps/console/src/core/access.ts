import type { Permission } from '@bizdesk/shared';
import type { MenuEntry, StoredUserData } from './session';
import { useUserData } from './use-user-data';

/** Access rules. The server enforces them too; these only decide what the console shows. */

export const SUPER_ADMIN = 'SUPER_ADMIN';

export function isSuperAdmin(user: Pick<StoredUserData, 'type'> | null | undefined): boolean {
  return user?.type === SUPER_ADMIN;
}

/** True when the stored menu links the user to the given application (a subscribed service). */
export function hasApplication(menu: readonly MenuEntry[] | null | undefined, appId: number): boolean {
  return (menu ?? []).some((entry) => entry.applicationId === appId);
}

/**
 * Whether the user's role holds the permission (the login's `permissions`, from ROLE_PERMISSIONS in
 * packages/shared): actions the role cannot do are hidden. A stored copy from before roles has no list:
 * nothing is hidden then, and the server still answers 403 if reached.
 */
export function can(user: Pick<StoredUserData, 'permissions'> | null | undefined, permission: Permission): boolean {
  const permissions = user?.permissions as readonly string[] | undefined;
  return permissions === undefined ? true : permissions.includes(permission);
}

/** can() for the signed-in user, re-rendering when a rebind changes the role. */
export function useCan(permission: Permission): boolean {
  return can(useUserData(), permission);
}
