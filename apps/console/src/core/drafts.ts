import { getCompanyId, getToken, getUserData } from './session';

/**
 * Work in progress kept across a refresh (issue 31 item 2: the POS cart), in localStorage under a key per user and
 * per company, so a second login on the same browser never sees another's cart. clearSession removes them all.
 */
export const DRAFT_PREFIX = 'draft:';

/** The signed-in user: the token's subject when it is a JWT, else the stored name. */
function userKey(): string {
  const token = getToken();
  try {
    const payload = token?.split('.')[1];
    if (payload) {
      const sub = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
      if (sub !== undefined && sub !== null) return String(sub);
    }
  } catch {
    // not a JWT: fall back to the name
  }
  return getUserData()?.name ?? '';
}

export function draftKey(name: string): string {
  return `${DRAFT_PREFIX}${name}:${getCompanyId() ?? ''}:${userKey()}`;
}

export function readDraft<T>(name: string): T | null {
  try {
    const raw = localStorage.getItem(draftKey(name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(draftKey(name));
    else localStorage.setItem(draftKey(name), JSON.stringify(value));
  } catch {
    // storage full or refused: the draft is just not kept
  }
}

/** Every draft of every user (logout). */
export function clearDrafts(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  }
}
