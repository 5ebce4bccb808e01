import { describe, expect, it } from 'vitest';
import { addressRangesProblem, deviceLockText, kioskCompanyId, kioskPath } from './device-rules';

describe('attendance device form rules', () => {
  it('takes IP addresses and CIDR ranges, names the entries that are not', () => {
    expect(addressRangesProblem(undefined)).toBeNull();
    expect(addressRangesProblem([])).toBeNull();
    expect(addressRangesProblem(['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'])).toBeNull();
    expect(addressRangesProblem(['203.0.113.0/24', 'office', '10.0.0.1/33'])).toBe(
      'Allowed Addresses must be IP addresses or CIDR ranges, e.g. 203.0.113.0/24 (not one: office, 10.0.0.1/33)',
    );
    expect(addressRangesProblem(Array.from({ length: 21 }, (_, i) => `10.0.${i}.0/24`))).toBe('Allowed Addresses can hold at most 20 entries');
  });

  it('shows a lock only while it lasts', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(deviceLockText(null, now)).toBeNull();
    expect(deviceLockText('2026-03-10T11:59:00Z', now)).toBeNull();
    expect(deviceLockText('2026-03-10T12:14:30Z', now)).toBe('Login locked for 15 more minutes after failed attempts');
    expect(deviceLockText('2026-03-10T12:00:20Z', now)).toBe('Login locked for 1 more minute after failed attempts');
  });

  it('the kiosk signs in with the company', () => {
    expect(kioskPath('42')).toBe('/attendance-kiosk?company=42');
    expect(kioskPath(null)).toBe('/attendance-kiosk');
    expect(kioskCompanyId(' 42 ')).toBe(42);
    expect(kioskCompanyId('')).toBeUndefined();
    expect(kioskCompanyId('4x')).toBe('invalid');
    expect(kioskCompanyId('0')).toBe('invalid');
  });
});
