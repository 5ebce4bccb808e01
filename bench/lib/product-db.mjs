// Connections to a started product's embedded PostgreSQL for seeding (owner) and for baselines (app role).
import { ownerUrl } from '../../e2e/support/server.mjs';

export { ownerUrl };

/** The app role's URL (row-level security applies), given the APP_DB_PASSWORD the product was started with. */
export function appUrl(dataDir, password) {
  const url = new URL(ownerUrl(dataDir));
  url.username = 'bizdesk_app';
  url.password = password;
  return url.toString();
}
