import { Inject, Injectable } from '@nestjs/common';
import type { RecordType } from 'dns-packet';
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { queryDns, txtText, type DnsAnswer, type DnsServer } from './dns-wire.js';

export interface TxtLookup {
  /** TXT values found at the end of the CNAME chain (empty: none). */
  values: string[];
  /** Names the lookup went through after the first (CNAME targets). */
  via: string[];
}

export class DnsLookupFailed extends Error {
  override name = 'DnsLookupFailed';
}

const MAX_CNAME_HOPS = 8;
const ZONE_CACHE_MS = 5 * 60_000;

const bare = (name: string) => name.replace(/\.$/, '').toLowerCase();

/**
 * Looks challenge records up where the CA will: at the authoritative name servers of the name (found through
 * the system resolver, then asked directly, so a resolver's cache cannot show an old answer), following
 * CNAMEs (a delegated _acme-challenge points into the platform's zone). With ACME_DNS_SERVERS set, those
 * servers are asked recursively instead (tests, closed networks).
 */
@Injectable()
export class ChallengeDnsLookup {
  /** The system's recursive resolver, used only to find a zone's name servers. */
  protected system: Pick<Resolver, 'resolveNs' | 'resolve4'> = new Resolver({ timeout: 3000, tries: 2 });
  /** Port authoritative servers answer on (53; a test points it elsewhere). */
  protected authoritativePort = 53;
  private readonly zoneServers = new Map<string, { servers: DnsServer[]; until: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async txt(name: string): Promise<TxtLookup> {
    const via: string[] = [];
    let current = bare(name);
    for (let hop = 0; hop <= MAX_CNAME_HOPS; hop++) {
      const answer = await this.ask(current, 'TXT');
      const own = answer.answers.filter((a) => bare(a.name) === current);
      const txt = own.filter((a) => a.type === 'TXT').map(txtText);
      if (txt.length) return { values: txt, via };
      // A server may put the whole chain in one answer: follow it inside the answer first.
      const chain = followInAnswer(answer, current);
      if (chain.values.length) return { values: chain.values, via: [...via, ...chain.via] };
      const cname = own.find((a) => a.type === 'CNAME');
      if (!cname) return { values: [], via };
      current = bare(String((cname as { data: string }).data));
      via.push(current);
    }
    throw new DnsLookupFailed(`${name}: CNAME chain longer than ${MAX_CNAME_HOPS}`);
  }

  /** The CNAME target at `name`, or null (delegation check). */
  async cname(name: string): Promise<string | null> {
    const answer = await this.ask(bare(name), 'CNAME');
    const record = answer.answers.find((a) => a.type === 'CNAME' && bare(a.name) === bare(name));
    return record ? bare(String((record as { data: string }).data)) : null;
  }

  private async ask(name: string, type: RecordType): Promise<DnsAnswer> {
    const configured = this.config.acme.dnsServers;
    const servers = configured.length ? configured : await this.authoritativeServers(name);
    const recursion = configured.length > 0;
    const problems: string[] = [];
    for (const server of servers) {
      try {
        const answer = await queryDns(server, name, type, { recursion });
        if (answer.rcode === 'NOERROR' || answer.rcode === 'NXDOMAIN') return answer;
        problems.push(`${server.host}: ${answer.rcode}`);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    throw new DnsLookupFailed(`${name} could not be looked up (${problems.join('; ') || 'no name servers'})`);
  }

  /** The name servers of the closest enclosing zone, as addresses (cached a few minutes). */
  private async authoritativeServers(name: string): Promise<DnsServer[]> {
    const labels = bare(name).split('.');
    for (let i = 0; i < labels.length - 1; i++) {
      const zone = labels.slice(i).join('.');
      const cached = this.zoneServers.get(zone);
      if (cached && cached.until > Date.now()) return cached.servers;
      let hosts: string[];
      try {
        hosts = await this.system.resolveNs(zone);
      } catch {
        continue;
      }
      if (!hosts.length) continue;
      const addresses = (await Promise.all(hosts.map((h) => this.system.resolve4(h).catch(() => [] as string[])))).flat();
      const servers = [...new Set(addresses)].map((host) => ({ host, port: this.authoritativePort }));
      if (!servers.length) continue;
      this.zoneServers.set(zone, { servers, until: Date.now() + ZONE_CACHE_MS });
      return servers;
    }
    throw new DnsLookupFailed(`no name servers found for ${name}`);
  }
}

function followInAnswer(answer: DnsAnswer, start: string): TxtLookup {
  const via: string[] = [];
  let current = start;
  for (let hop = 0; hop <= MAX_CNAME_HOPS; hop++) {
    const cname = answer.answers.find((a) => a.type === 'CNAME' && bare(a.name) === current);
    if (!cname) break;
    current = bare(String((cname as { data: string }).data));
    via.push(current);
    const txt = answer.answers.filter((a) => a.type === 'TXT' && bare(a.name) === current).map(txtText);
    if (txt.length) return { values: txt, via };
  }
  return { values: [], via: [] };
}
