import { ATTEMPT_EARLY_TOLERANCE_MS, attemptIsDue, renewalTime, retryTime } from './renewal-policy.js';

const day = 24 * 3600_000;

describe('renewal policy', () => {
  const issued = new Date('2026-01-01T00:00:00Z');
  const expires = new Date(issued.getTime() + 90 * day);

  it('renews when a third of the lifetime remains, earlier by at most 12 hours of jitter', () => {
    expect(renewalTime(issued, expires, () => 0)).toEqual(new Date(issued.getTime() + 60 * day));
    expect(renewalTime(issued, expires, () => 1)).toEqual(new Date(issued.getTime() + 60 * day - day / 2));
    const short = new Date(issued.getTime() + 6 * day);
    // 2% of a 6-day lifetime is under 12 hours.
    expect(renewalTime(issued, short, () => 1).getTime()).toBe(issued.getTime() + 4 * day - 0.02 * 6 * day);
  });

  it("follows the CA's renewal window (ARI) when there is one", () => {
    const window = { start: new Date('2026-02-10T00:00:00Z'), end: new Date('2026-02-12T00:00:00Z') };
    expect(renewalTime(issued, expires, () => 0.5, window, issued)).toEqual(new Date('2026-02-11T00:00:00Z'));
    // A window already open starts now; one already over means now.
    const now = new Date('2026-02-11T00:00:00Z');
    expect(renewalTime(issued, expires, () => 0, window, now)).toEqual(now);
    expect(renewalTime(issued, expires, () => 1, window, new Date('2026-03-01T00:00:00Z'))).toEqual(new Date('2026-03-01T00:00:00Z'));
  });

  it('backs off 1, 10, 100 minutes, then daily', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const after = (n: number) => (retryTime(n, now).getTime() - now.getTime()) / 60_000;
    expect([1, 2, 3, 4, 5, 9].map(after)).toEqual([1, 10, 100, 1440, 1440, 1440]);
  });

  it('a queued attempt runs only when the certificate is due (a little early is still due)', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(attemptIsDue(new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(attemptIsDue(now, now)).toBe(true);
    expect(attemptIsDue(new Date(now.getTime() + ATTEMPT_EARLY_TOLERANCE_MS), now)).toBe(true);
    // Renewed since (next attempt weeks away), or waiting for the customer's DNS (no next attempt).
    expect(attemptIsDue(new Date(now.getTime() + ATTEMPT_EARLY_TOLERANCE_MS + 1), now)).toBe(false);
    expect(attemptIsDue(new Date(now.getTime() + 59 * day), now)).toBe(false);
    expect(attemptIsDue(null, now)).toBe(false);
  });
});
