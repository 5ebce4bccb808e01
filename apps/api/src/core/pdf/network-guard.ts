import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { parseAllowedHosts } from '../config/app-config.js';

export { parseAllowedHosts };

/**
 * What a document being rendered may load: data: URIs always; http(s) only from the provider's allow-list
 * (PDF_ALLOWED_HOSTS), and even then never from a private, loopback, link-local or otherwise special
 * address. The address check runs on what DNS answers and the connection is pinned to the checked address
 * (no second lookup an attacker's DNS could answer differently), for every hop of a redirect.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['64:ff9b::', 96],
  ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** True only for globally routable unicast addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    if (/^::ffff:/i.test(address)) return false;
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

/** Parses PDF_ALLOWED_HOSTS: comma-separated host names, `*.example.com` for any subdomain. */

export function isHostAllowed(hostname: string, allowList: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return allowList.some((rule) => (rule.startsWith('*.') ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1 : host === rule));
}

export class BlockedRequestError extends Error {}

/** A DNS lookup that fails unless every address the name resolves to is public; answers only checked ones. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 4);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || addresses.length === 0) {
      return callback(new BlockedRequestError(`${hostname} resolves to a non-public address`), '', 4);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export interface GuardedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'upgrade', 'set-cookie']);

/** Why a URL may not be loaded, or null when it may (before DNS: scheme and allow-list). */
export function refusalFor(rawUrl: string, allowList: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} URLs are not allowed`;
  if (url.username || url.password) return 'URLs with credentials are not allowed';
  if (!isHostAllowed(url.hostname, allowList)) return `${url.hostname} is not in PDF_ALLOWED_HOSTS`;
  return null;
}

/**
 * Fetches one allowed http(s) resource for the renderer, without following redirects (a 3xx goes back to
 * Chromium, whose next request is checked again). Size and time are capped.
 */
export function fetchGuarded(rawUrl: string, options: { maxBytes: number; timeoutMs: number; method?: string; headers?: Record<string, string> }): Promise<GuardedResponse> {
  const url = new URL(rawUrl);
  const client = url.protocol === 'https:' ? https : http;
  // An address literal is never looked up (Node connects to it directly), so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new BlockedRequestError(`${literal} is not a public address`));
  }
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'user-agent': 'BizDesk-PDF/1', accept: '*/*' };
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (['accept', 'accept-language', 'referer'].includes(k.toLowerCase())) headers[k.toLowerCase()] = v;
    }
    const req = client.request(url, { method: options.method === 'HEAD' ? 'HEAD' : 'GET', lookup: publicOnlyLookup, headers, timeout: options.timeoutMs, agent: false });
    req.on('timeout', () => req.destroy(new BlockedRequestError('resource took too long')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          res.destroy();
          reject(new BlockedRequestError('resource too large'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (v === undefined || HOP_BY_HOP.has(k)) continue;
          out[k] = Array.isArray(v) ? v.join(', ') : v;
        }
        resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}
