import { BlockList, isIPv4 } from 'node:net';

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/** The client address as a failure-counter key (at most 64 characters). */
export function addressKey(ip: string | null | undefined): string {
  return ip ? plainAddress(ip).slice(0, 64) : 'unknown';
}

/**
 * Whether a device with these source-address limits (normalised "address/prefix" ranges, see
 * normaliseAddressRange) may be used from `ip`. No limits: any address. An unknown address never matches a limit.
 */
export function addressAllowed(ranges: readonly string[], ip: string | null | undefined): boolean {
  if (ranges.length === 0) return true;
  if (!ip) return false;
  const address = plainAddress(ip);
  const list = new BlockList();
  for (const range of ranges) {
    const [net, prefix] = range.split('/');
    const family = isIPv4(net) ? 'ipv4' : 'ipv6';
    try {
      list.addSubnet(net, Number(prefix), family);
    } catch {
      // A stored range node cannot read matches nothing (it was validated when saved).
    }
  }
  try {
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}
