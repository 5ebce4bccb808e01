import dgram from 'node:dgram';
import net from 'node:net';
import dnsPacket, { type Packet } from 'dns-packet';
import { ChallengeDnsResponder } from '../../src/modules/ssl/index.js';
import { sslCompany, startSslEnv, uniqueDomain, ZONE, type Session, type SslEnv } from './ssl-fixtures.js';

type Answered = Packet & { flag_tc?: boolean; rcode?: string };
const txtOf = (p: Answered) => (p.answers ?? []).map((a) => String((a as { data: unknown }).data));

/**
 * Response Rate Limiting of the product's challenge DNS responder (ACME_DNS_RATE_LIMIT=2 here): a burst of
 * UDP questions from one source about one name (whatever the question types) gets its allowance, then truncated answers (retry over TCP) for every second
 * question and silence for the others; other names, other source networks and TCP are still answered.
 */
describe('SSL: the challenge DNS responder limits UDP answers per source network and answer', () => {
  let env: SslEnv;
  let a: Session;
  let server: { host: string; port: number };
  let label: string;
  let value: string;

  beforeAll(async () => {
    env = await startSslEnv({ ACME_DNS_RATE_LIMIT: '2' });
    a = await sslCompany(env.t);
    server = env.t.app.get(ChallengeDnsResponder).address()!;
    const post = (path: string, body: object) => env.t.http.post(`/api/ssl${path}`).set(a.headers).send(body);
    const { id } = (await post('/domain', { id: 0, domain: uniqueDomain('rrl'), coverWwwNonWWW: false, termsAccepted: true }).expect(200)).body.data;
    const started = (await post('/domain/start-verification', { id }).expect(200)).body.data;
    label = started.records[0].delegation.target;
    value = started.Value;
  }, 120_000);
  afterAll(async () => env?.close());

  /** Sends `count` questions at once from `from`; collects what comes back until the responder goes quiet. */
  async function burst(from: string, name: string, count: number, types: string[] = ['TXT']): Promise<{ full: Answered[]; slipped: Answered[]; silent: number }> {
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((r) => socket.bind(0, from, () => r()));
    const received: Answered[] = [];
    let quiet: () => void = () => undefined;
    let timer: NodeJS.Timeout | undefined;
    const done = new Promise<void>((r) => (quiet = r));
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(quiet, 700);
    };
    socket.on('message', (msg) => {
      received.push(dnsPacket.decode(msg) as Answered);
      rearm();
    });
    for (let id = 1; id <= count; id++) {
      const type = types[(id - 1) % types.length] as 'TXT';
      socket.send(dnsPacket.encode({ type: 'query', id, questions: [{ type, name, class: 'IN' }] }), server.port, server.host);
    }
    rearm();
    await done;
    socket.close();
    expect(new Set(received.map((p) => p.id)).size).toBe(received.length);
    return { full: received.filter((p) => !p.flag_tc), slipped: received.filter((p) => p.flag_tc), silent: count - received.length };
  }

  function tcpQuestion(name: string): Promise<Answered> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(server.port, server.host, () => socket.write(dnsPacket.streamEncode({ type: 'query', id: 9, questions: [{ type: 'TXT', name, class: 'IN' }] })));
      let buf = Buffer.alloc(0);
      socket.on('data', (d) => {
        buf = Buffer.concat([buf, d]);
        if (buf.length >= 2 && buf.length >= buf.readUInt16BE(0) + 2) {
          socket.end();
          resolve(dnsPacket.streamDecode(buf) as Answered);
        }
      });
      socket.on('error', reject);
    });
  }

  it('answers the allowance, then slips every second question with an empty truncated answer and drops the rest', async () => {
    const { full, slipped, silent } = await burst('127.0.0.1', label, 16);
    // The allowance is 2 (a third when the burst took long enough to earn one back).
    expect(full.length).toBeGreaterThanOrEqual(2);
    expect(full.length).toBeLessThanOrEqual(3);
    expect(full.every((p) => txtOf(p)[0] === value)).toBe(true);
    expect(slipped.length).toBeGreaterThanOrEqual(6);
    expect(slipped.every((p) => p.answers?.length === 0 && p.authorities?.length === 0 && p.rcode === 'NOERROR')).toBe(true);
    expect(silent).toBeGreaterThanOrEqual(6);
    expect(Math.abs(slipped.length - silent)).toBeLessThanOrEqual(1);

    // The same source over TCP (which cannot be spoofed) gets the whole answer.
    const tcp = await tcpQuestion(label);
    expect(tcp.flag_tc).toBeFalsy();
    expect(txtOf(tcp)).toEqual([value]);

    // Another source network asking the same name, and the same source asking another name, are answered.
    const other = await burst('127.0.1.1', label, 2);
    expect(other.full.map(txtOf)).toEqual([[value], [value]]);
    const nx = await burst('127.0.0.1', `${'0'.repeat(20)}.${ZONE}`, 1);
    expect(nx.full.map((p) => p.rcode)).toEqual(['NXDOMAIN']);
  });

  it('counts every question about one name alike, whatever its type (no allowance per type to multiply)', async () => {
    const types = ['TXT', 'A', 'AAAA', 'SOA', 'MX', 'NS', 'CNAME', 'SRV'];
    const { full, slipped, silent } = await burst('127.0.3.1', label, 16, types);
    expect(full.length).toBeGreaterThanOrEqual(2);
    expect(full.length).toBeLessThanOrEqual(3);
    expect(slipped.length).toBeGreaterThanOrEqual(6);
    expect(silent).toBeGreaterThanOrEqual(6);
    // The zone's apex counts as one name too.
    const apex = await burst('127.0.4.1', ZONE, 16, types);
    expect(apex.full.length).toBeLessThanOrEqual(3);
  });

  it('counts every "no such name" of a source network as one answer', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `${i.toString(16).padStart(20, 'a')}.${ZONE}`);
    const outcomes = await Promise.all(names.map((n) => burst('127.0.2.1', n, 1)));
    const full = outcomes.flatMap((o) => o.full);
    const slipped = outcomes.flatMap((o) => o.slipped).length;
    const silent = outcomes.reduce((n, o) => n + o.silent, 0);
    expect(full.every((p) => p.rcode === 'NXDOMAIN')).toBe(true);
    expect(full.length).toBeLessThanOrEqual(3);
    expect(slipped).toBeGreaterThanOrEqual(4);
    expect(silent).toBeGreaterThanOrEqual(4);
  });
});
