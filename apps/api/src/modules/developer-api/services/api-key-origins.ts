/** At most this many browser origins on one key (the table's check says the same). */
export const MAX_KEY_ORIGINS = 20;

export const ORIGIN_MESSAGES = {
  notList: 'Allowed origins must be a list of origins',
  tooMany: `An API key can list at most ${MAX_KEY_ORIGINS} origins`,
  notOrigin: (value: string) =>
    `"${value.slice(0, 80)}" is not an origin: write only the scheme and host (and a port if needed), like https://shop.example.com`,
} as const;

/**
 * The origin a browser sends for `value`, or null when `value` is not exactly one: http or https, a host, an
 * optional port, nothing else (no path, query, user, wildcard). A trailing "/" is dropped and the scheme and host
 * are compared in lower case (browsers send them so); a default port written out is refused, since the browser
 * never sends it and the entry would never match.
 */
export function canonicalOrigin(value: string): string | null {
  const text = value.trim().replace(/\/$/, '');
  if (!text || text.length > 200 || /[*\s]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === text.toLowerCase() ? url.origin : null;
}

/** The list as stored (canonical, each once, in the order given), or the message of the first bad entry. */
export function parseOrigins(values: unknown): { origins: string[] } | { error: string } {
  if (!Array.isArray(values)) return { error: ORIGIN_MESSAGES.notList };
  const origins: string[] = [];
  for (const value of values) {
    const origin = typeof value === 'string' ? canonicalOrigin(value) : null;
    if (!origin) return { error: ORIGIN_MESSAGES.notOrigin(String(value)) };
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_KEY_ORIGINS) return { error: ORIGIN_MESSAGES.tooMany };
  return { origins };
}
