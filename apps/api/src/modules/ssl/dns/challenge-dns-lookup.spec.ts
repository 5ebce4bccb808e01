import dnsPacket, { type Answer } from 'dns-packet';
import dgram from 'node:dgram';
import { loadConfig } from '../../../core/config/app-config.js';
import { ChallengeDnsLookup, DnsLookupFailed } from './challenge-dns-lookup.js';

/**
 * Two authoritative servers on one loopback port (answers depend on the zone asked): the customer's zone
 * example.com, which CNAMEs _acme-challenge.deleg.example.com into the platform's zone acme.bizdesk.test.
 * The lookup must find each zone's servers through the system resolver (faked), ask them without recursion
 * and follow the CNAME across zones, as the CA does.
 */
const records: Record<string, Answer[]> = {
  '_acme-challenge.plain.example.com': [{ type: 'TXT', name: '_acme-challenge.plain.example.com', ttl: 60, data: 'value-1' }],
  '_acme-challenge.deleg.example.com': [{ type: 'CNAME', name: '_acme-challenge.deleg.example.com', ttl: 60, data: 'abc.acme.bizdesk.test' }],
  'abc.acme.bizdesk.test': [{ type: 'TXT', name: 'abc.acme.bizdesk.test', ttl: 60, data: 'value-2' }],
} as Record<string, Answer[]>;

class TestLookup extends ChallengeDnsLookup {
  nsAsked: string[] = [];
  constructor(port: number) {
    super(loadConfig({ NODE_ENV: 'test' }));
    this.authoritativePort = port;
    this.system = {
      resolveNs: async (zone: string) => {
        this.nsAsked.push(zone);
        if (zone === 'example.com' || zone === 'acme.bizdesk.test') return [`ns.${zone}`];
        throw Object.assign(new Error('ENODATA'), { code: 'ENODATA' });
      },
      resolve4: async () => ['127.0.0.1'],
    } as unknown as ChallengeDnsLookup['system'];
  }
}

describe('ChallengeDnsLookup at the authoritative servers', () => {
  let server: dgram.Socket;
  let port: number;
  const recursionAsked: boolean[] = [];

  beforeAll(async () => {
    server = dgram.createSocket('udp4');
    server.on('message', (msg, rinfo) => {
      const q = dnsPacket.decode(msg);
      const question = q.questions![0];
      recursionAsked.push(!!((q.flags ?? 0) & dnsPacket.RECURSION_DESIRED));
      const found = (records[question.name.toLowerCase()] ?? []).filter((r) => r.type === question.type || r.type === 'CNAME');
      const known = Object.keys(records).some((n) => n === question.name.toLowerCase());
      const out = dnsPacket.encode({ type: 'response', id: q.id, flags: dnsPacket.AUTHORITATIVE_ANSWER | (known ? 0 : 3), questions: [question], answers: found });
      server.send(out, rinfo.port, rinfo.address);
    });
    await new Promise<void>((r) => server.bind(0, '127.0.0.1', () => r()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('finds the zone by walking up to its NS records and reads the TXT value without recursion', async () => {
    const lookup = new TestLookup(port);
    await expect(lookup.txt('_acme-challenge.plain.example.com')).resolves.toEqual({ values: ['value-1'], via: [] });
    expect(lookup.nsAsked).toEqual(['_acme-challenge.plain.example.com', 'plain.example.com', 'example.com']);
    expect(recursionAsked.every((r) => r === false)).toBe(true);
  });

  it('follows a delegation CNAME into another zone, and reports it', async () => {
    const lookup = new TestLookup(port);
    await expect(lookup.txt('_acme-challenge.deleg.example.com')).resolves.toEqual({ values: ['value-2'], via: ['abc.acme.bizdesk.test'] });
    await expect(lookup.cname('_acme-challenge.deleg.example.com')).resolves.toBe('abc.acme.bizdesk.test');
    await expect(lookup.cname('_acme-challenge.plain.example.com')).resolves.toBeNull();
  });

  it('answers no values for a missing record, and fails plainly without name servers', async () => {
    const lookup = new TestLookup(port);
    await expect(lookup.txt('_acme-challenge.missing.example.com')).resolves.toEqual({ values: [], via: [] });
    await expect(lookup.txt('_acme-challenge.example.org')).rejects.toThrow(DnsLookupFailed);
  });
});
