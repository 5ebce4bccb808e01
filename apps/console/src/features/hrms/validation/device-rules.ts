import { ADDRESS_RANGE_MESSAGE, ADDRESS_RANGES_MAX, normaliseAddressRange } from '@bizdesk/shared';

/**
 * The device form's Allowed Addresses: the API's rule (packages/shared), so the form refuses what the API would.
 * Returns the message to show, or null when the list is fine.
 */
export function addressRangesProblem(values: readonly string[] | undefined): string | null {
  const list = values ?? [];
  if (list.length > ADDRESS_RANGES_MAX) return `Allowed Addresses can hold at most ${ADDRESS_RANGES_MAX} entries`;
  const bad = list.filter((v) => normaliseAddressRange(v) === null);
  return bad.length ? `${ADDRESS_RANGE_MESSAGE} (not one: ${bad.join(', ')})` : null;
}

/** A device's login lock as the list and the form show it; null when it is not locked. */
export function deviceLockText(lockedUntil: string | null | undefined, now: Date = new Date()): string | null {
  if (!lockedUntil) return null;
  const until = new Date(lockedUntil);
  if (Number.isNaN(until.getTime()) || until <= now) return null;
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Login locked for ${minutes} more minute${minutes === 1 ? '' : 's'} after failed attempts`;
}

/** The face kiosk's address for this company: device user names are unique per company, so it signs in with the company. */
export function kioskPath(companyId: string | number | null): string {
  return companyId ? `/attendance-kiosk?company=${encodeURIComponent(String(companyId))}` : '/attendance-kiosk';
}

/** The kiosk's Company ID field: blank, or a positive whole number (sent as companyId). */
export function kioskCompanyId(text: string | undefined | null): number | undefined | 'invalid' {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : 'invalid';
}
