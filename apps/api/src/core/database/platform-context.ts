import { createHash, createHmac } from 'node:crypto';

/**
 * The value the platform runner puts in app.platform. Derived from the application role's password, so
 * the API and the worker agree without another secret, and SQL running as that role cannot produce it:
 * the database keeps only its SHA-256, in a table the role cannot read (migrations/lib/rls.ts).
 */
export function platformContextKey(appDbPassword: string): string {
  return createHmac('sha256', appDbPassword).update('bizdesk:platform-context:v1').digest('hex');
}

export function platformContextKeyHash(appDbPassword: string): string {
  return createHash('sha256').update(platformContextKey(appDbPassword), 'utf8').digest('hex');
}

/** The key for the app connection URL the API was given (its password is the app role's). */
export function platformContextKeyFromAppUrl(appUrl: string): string {
  return platformContextKey(decodeURIComponent(new URL(appUrl).password));
}
