import { normaliseAddressRange } from './address-ranges.js';

describe('normaliseAddressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7/32'],
    [' 203.0.113.0/24 ', '203.0.113.0/24'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8::/48', '2001:db8::/48'],
    ['::1', '::1/128'],
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1/128'],
    ['fe80:0:0:0:0:0:0:1/64', 'fe80:0:0:0:0:0:0:1/64'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseAddressRange(input)).toBe(expected);
  });

  it.each(['', 'office', '256.1.1.1', '10.0.0/8', '10.0.0.1/33', '10.0.0.1/', '10.0.0.1/8/1', '2001:db8::/129', '1::2::3', '1:2:3:4:5:6:7:8:9', '01.2.3.4', '10.0.0.1/-1'])(
    'refuses %j',
    (input) => {
      expect(normaliseAddressRange(input)).toBeNull();
    },
  );
});
