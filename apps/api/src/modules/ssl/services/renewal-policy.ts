import type { RenewalWindow } from '../acme/renewal-info.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Failed renewals back off 1, 10, 100 minutes, then daily. */
export const RENEWAL_BACKOFF_MINUTES = [1, 10, 100, 1440] as const;

/** Expiry reminder thresholds (days before expiry) for certificates that will not renew by themselves. */
export const REMINDER_DAYS = [14, 3] as const;

/**
 * When to renew: once a third of the lifetime remains (day 60 of a 90-day certificate), moved earlier by
 * up to 2% of the lifetime (at most 12 hours) at random so that certificates issued together do not all
 * renew in the same minute. When the CA offers renewal information (ARI) its window wins: a random
 * moment inside it (now, if the window has started).
 */
export function renewalTime(issuedOn: Date, expireOn: Date, random: () => number = Math.random, window?: RenewalWindow, now = new Date()): Date {
  if (window) {
    const start = Math.max(window.start.getTime(), now.getTime());
    const end = Math.max(window.end.getTime(), start);
    return new Date(start + random() * (end - start));
  }
  const lifetime = expireOn.getTime() - issuedOn.getTime();
  const jitter = random() * Math.min(lifetime * 0.02, DAY / 2);
  return new Date(expireOn.getTime() - lifetime / 3 - jitter);
}

/** When to try again after the n-th consecutive failure (n >= 1). */
export function retryTime(failures: number, now = new Date()): Date {
  const minutes = RENEWAL_BACKOFF_MINUTES[Math.min(Math.max(failures, 1), RENEWAL_BACKOFF_MINUTES.length) - 1];
  return new Date(now.getTime() + minutes * MINUTE);
}

/** How early a queued attempt may start against its due time (clocks of the API, workers and database differ a little). */
export const ATTEMPT_EARLY_TOLERANCE_MS = 5_000;

/**
 * Whether a queued attempt still has work to do: the certificate's next attempt is due. One that finds it
 * rescheduled since it was queued (renewed by another attempt, waiting for the customer's DNS, backing off)
 * has nothing to do; going on would open a second order at the CA for a certificate just renewed.
 */
export function attemptIsDue(nextAttemptAt: Date | null, now = new Date()): boolean {
  return nextAttemptAt !== null && new Date(nextAttemptAt).getTime() <= now.getTime() + ATTEMPT_EARLY_TOLERANCE_MS;
}
