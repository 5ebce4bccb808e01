import type { MenuEntry, StoredUserData } from './session';

/** Access rules. The server enforces them too; these only decide what the console shows. */

export const SUPER_ADMIN = 'SUPER_ADMIN';

export function isSuperAdmin(user: Pick<StoredUserData, 'type'> | null | undefined): boolean {
  return user?.type === SUPER_ADMIN;
}

/** True when the stored menu links the user to the given application (a subscribed service). */
export function hasApplication(menu: readonly MenuEntry[] | null | undefined, appId: number): boolean {
  return (menu ?? []).some((entry) => entry.applicationId === appId);
}
