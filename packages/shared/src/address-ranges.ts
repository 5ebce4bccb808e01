/**
 * Source-address limits of attendance devices: a list of IP addresses or CIDR ranges ("203.0.113.7",
 * "203.0.113.0/24", "2001:db8::/48"). Pure, so the API's validation and the console's form agree.
 */

export const ADDRESS_RANGE_MESSAGE = 'Allowed Addresses must be IP addresses or CIDR ranges, e.g. 203.0.113.0/24';
export const ADDRESS_RANGES_MAX = 20;

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => IPV4_OCTET.test(p));
}

export function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || text.length > 45) return false;
  let groups = text.split(':');
  // An embedded IPv4 tail (::ffff:192.0.2.1) counts as two groups.
  const last = groups[groups.length - 1];
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = [...groups.slice(0, -1), '0', '0'];
  }
  const joined = groups.join(':');
  const halves = joined.split('::');
  if (halves.length > 2) return false;
  const count = (half: string) => (half === '' ? [] : half.split(':'));
  const hex = (g: string) => /^[0-9A-Fa-f]{1,4}$/.test(g);
  if (halves.length === 1) return groups.length === 8 && groups.every(hex);
  const [head, tail] = halves.map(count);
  return head.length + tail.length <= 7 && [...head, ...tail].every(hex);
}

/** The range as stored ("address/prefix", IPv6 in lower case), or null when the text is not one. */
export function normaliseAddressRange(text: string): string | null {
  const [address, prefix, ...rest] = text.trim().split('/');
  if (rest.length > 0 || !address) return null;
  const max = isIpv4(address) ? 32 : isIpv6(address) ? 128 : 0;
  if (max === 0) return null;
  if (prefix === undefined) return `${address.toLowerCase()}/${max}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return `${address.toLowerCase()}/${Number(prefix)}`;
}
