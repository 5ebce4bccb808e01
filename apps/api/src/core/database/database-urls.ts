/** The application connects as a role that owns no tables and cannot bypass row-level security. */
export const APP_DB_ROLE = 'bizdesk_app';

export function appUrlFrom(ownerUrl: string, appPassword: string, role = APP_DB_ROLE): string {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = appPassword;
  return url.toString();
}

/** Strips credentials so a URL can be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}
