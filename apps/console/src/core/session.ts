import type { Schemas } from '@bizdesk/api-client';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * The browser session: cookies `token` and `companyId` (path /) carry the credentials
 * sent on every call; localStorage `userData` keeps what the shell needs to draw itself.
 * Components read it through useUserData() so a rebind or logout re-renders them.
 */

/** One entry of the user's menu, as the login and rebind answers send it. */
export type MenuEntry = Schemas['MenuEntryView'];

/** The login's user data as kept in localStorage; `type` is '' when the stored copy has none. */
export type StoredUserData = Omit<Schemas['UserDataView'], 'type' | 'role' | 'permissions'> & {
  type: Schemas['UserDataView']['type'] | '';
  /** The company role and its permissions (absent in a copy stored before roles: nothing is hidden then). */
  role?: Schemas['UserDataView']['role'];
  permissions?: string[];
};

/** What POST /api/auth/authentication answers on success. */
export type LoginSession = Schemas['LoginView'];

const TOKEN_COOKIE = 'token';
const COMPANY_COOKIE = 'companyId';
const USER_DATA_KEY = 'userData';
export const LAST_INTERACTION_KEY = 'lastInteraction';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribe to session changes in this tab and in other tabs. Returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_DATA_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

export function getCompanyId(): string | null {
  return readCookie(COMPANY_COOKIE) || null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

// Cache keyed by the raw string so useSyncExternalStore gets a stable snapshot.
let cachedRaw: string | null = null;
let cachedUserData: StoredUserData | null = null;

export function getUserData(): StoredUserData | null {
  const raw = localStorage.getItem(USER_DATA_KEY);
  if (raw === cachedRaw) return cachedUserData;
  cachedRaw = raw;
  cachedUserData = parseUserData(raw);
  return cachedUserData;
}

function parseUserData(raw: string | null): StoredUserData | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUserData>;
    return {
      type: parsed.type ?? '',
      forcePasswordChange: parsed.forcePasswordChange === true,
      name: parsed.name ?? '',
      menu: Array.isArray(parsed.menu) ? parsed.menu : [],
      ...(typeof parsed.role === 'string' ? { role: parsed.role } : {}),
      ...(Array.isArray(parsed.permissions) ? { permissions: parsed.permissions.filter((p) => typeof p === 'string') } : {}),
    };
  } catch {
    return null;
  }
}

/** A forced change only applies to a live session; stale storage without a token is ignored. */
export function isPasswordChangeForced(): boolean {
  return isLoggedIn() && getUserData()?.forcePasswordChange === true;
}

export function storeSession(session: LoginSession): void {
  loggedOutByUser = false;
  writeCookie(TOKEN_COOKIE, session.token);
  writeCookie(COMPANY_COOKIE, String(session.companyId));
  writeUserData({
    type: session.type ?? '',
    forcePasswordChange: session.forcePasswordChange === true,
    name: session.name ?? '',
    menu: session.menu ?? [],
    role: session.role,
    permissions: session.permissions ?? [],
  });
}

/** Merges fresh values (e.g. from a rebind) into the stored user data. */
export function updateUserData(changes: Partial<StoredUserData>): void {
  const current = getUserData() ?? { type: '', forcePasswordChange: false, name: '', menu: [] };
  writeUserData({ ...current, ...changes });
}

function writeUserData(data: StoredUserData): void {
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(data));
  notify();
}

let loggedOutByUser = false;

/** The session was ended by the user (Log Out, a password change): the login page need not bring them back. */
export function wasLoggedOutByUser(): boolean {
  return loggedOutByUser;
}

/**
 * Drops everything the session wrote. The theme preference survives on purpose. `notify: false` when the
 * page is being left anyway (a full-page redirect), so guards do not race it with a redirect of their own.
 */
export function clearSession({ notify: tell = true, byUser = false }: { notify?: boolean; byUser?: boolean } = {}): void {
  loggedOutByUser = byUser;
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(COMPANY_COOKIE);
  localStorage.removeItem(USER_DATA_KEY);
  localStorage.removeItem(LAST_INTERACTION_KEY);
  // Drafts (the POS cart) are the signed-in user's: a logout drops them (core/drafts.ts; inline to avoid a cycle).
  for (let i = localStorage.length - 1; i >= 0; i--) {
    if (localStorage.key(i)?.startsWith('draft:')) localStorage.removeItem(localStorage.key(i)!);
  }
  sessionStorage.clear();
  if (tell) notify();
}

export function recordInteraction(at: number = Date.now()): void {
  localStorage.setItem(LAST_INTERACTION_KEY, String(at));
}
