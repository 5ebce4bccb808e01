import type { ApiError } from './api-error';

/**
 * GETs the server refused with 403 ("Subscribe to HRMS to use this", a role without access), kept for the page
 * that asked, which shows them (shared/page-refusal-notice.tsx inside every PageFrame). A 403 is a refusal
 * of one thing, never the end of the session: only a 401 logs the user out (issue 24).
 */
export interface PageRefusal {
  /** Router path of the page whose call was refused ('/hrms/employees'). */
  path: string;
  message: string;
  /** Set when the company has not subscribed to the service: the page offers to subscribe. */
  subscribeTo: { service: string; appId: number | null } | null;
}

/** The API's data.reason when a route belongs to a service the company has not subscribed to. */
export const NOT_SUBSCRIBED = 'NOT_SUBSCRIBED';

/** What the page shows for a refused call made while `path` was open. */
export function refusalOf(error: ApiError, path: string): PageRefusal {
  const data = (error.data ?? null) as { reason?: unknown; service?: unknown; appId?: unknown } | null;
  const notSubscribed = data !== null && typeof data === 'object' && data.reason === NOT_SUBSCRIBED && typeof data.service === 'string';
  return {
    path,
    message: error.message,
    subscribeTo: notSubscribed ? { service: data.service as string, appId: typeof data.appId === 'number' ? data.appId : null } : null,
  };
}

const listeners = new Set<() => void>();
let refusals: readonly PageRefusal[] = [];

function changed(next: readonly PageRefusal[]): void {
  refusals = next;
  for (const listener of listeners) listener();
}

/**
 * Hands a refusal to the open page. False when no page shows refusals (a page without a PageFrame): the
 * caller then shows it as a toast. The same message for the same page is kept once.
 */
export function reportPageRefusal(refusal: PageRefusal): boolean {
  if (listeners.size === 0) return false;
  if (!refusals.some((r) => r.path === refusal.path && r.message === refusal.message)) changed([...refusals, refusal]);
  return true;
}

/** The refusals kept now (a stable snapshot between changes, for useSyncExternalStore). */
export function pageRefusals(): readonly PageRefusal[] {
  return refusals;
}

export function subscribePageRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the refusals of `path` (its page was left: coming back asks the server again). */
export function clearPageRefusals(path: string): void {
  if (refusals.some((r) => r.path === path)) changed(refusals.filter((r) => r.path !== path));
}
