import { tenantStorage } from '../../../core/tenancy/tenant-context.js';

/** The signed-in user of the current unit of work (null for system work such as provisioning or jobs). */
export function currentUserId(): number | null {
  return tenantStorage.current()?.userId ?? null;
}
