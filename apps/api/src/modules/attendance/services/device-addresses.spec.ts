import { addressAllowed } from './device-addresses.js';

describe('addressAllowed', () => {
  it('no limits allow any address, even an unknown one', () => {
    expect(addressAllowed([], '198.51.100.1')).toBe(true);
    expect(addressAllowed([], null)).toBe(true);
  });

  it('matches IPv4 ranges, IPv4-mapped IPv6 clients and IPv6 ranges', () => {
    const ranges = ['203.0.113.0/24', '198.51.100.7/32', '2001:db8::/32'];
    expect(addressAllowed(ranges, '203.0.113.200')).toBe(true);
    expect(addressAllowed(ranges, '::ffff:203.0.113.9')).toBe(true);
    expect(addressAllowed(ranges, '198.51.100.7')).toBe(true);
    expect(addressAllowed(ranges, '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(ranges, '198.51.100.8')).toBe(false);
    expect(addressAllowed(ranges, '203.0.114.1')).toBe(false);
    expect(addressAllowed(ranges, '2001:db9::1')).toBe(false);
    expect(addressAllowed(ranges, null)).toBe(false);
    expect(addressAllowed(ranges, 'not-an-ip')).toBe(false);
  });
});
