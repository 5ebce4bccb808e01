import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import dnsPacket, { type Answer, type Packet, type Question } from 'dns-packet';
import dgram from 'node:dgram';
import net from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { DomainNamesRepository } from '../repositories/domain-names.repository.js';
import { DELEGATION_LABEL_PATTERN } from '../services/delegation.js';
import { ChallengeTxtCache } from './challenge-txt-cache.js';
import { ResponseRateLimiter, type RateDecision } from './response-rate-limiter.js';

const TXT_TTL = 60;
/** Rate-limit key shared by every "no such name" answer (a flood of made-up names counts as one answer). */
const NXDOMAIN_KEY = 'nxdomain';
/** Rate-limit key shared by refusals and unsupported opcodes. */
const ERROR_KEY = 'error';
/** Response codes go in the low 4 bits of the flags (dns-packet does not encode an `rcode` field). */
const RCODES: Record<string, number> = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 };
const MAX_TCP_MESSAGE = 4096;
/** TCP is not rate limited (it cannot be spoofed), but connections are capped per source and in all, and idle ones closed. */
const MAX_TCP_PER_SOURCE = 8;
const MAX_TCP_CONNECTIONS = 256;
const TCP_IDLE_MS = 10_000;

/**
 * The platform's own authoritative DNS server for ACME_CHALLENGE_ZONE, TXT only, over UDP and TCP. A
 * customer delegates once (`_acme-challenge.example.com CNAME <label>.<zone>`); from then on the TXT value
 * of every new challenge is whatever the platform stored for that label, so renewals need nobody.
 * Everything else: the zone's SOA at the apex (what resolvers need for negative answers), NXDOMAIN for
 * unknown names, REFUSED outside the zone, NOTIMP for other opcodes. No recursion, no zone transfers.
 * UDP answers are rate limited per source network and name asked, whatever the question type
 * (ACME_DNS_RATE_LIMIT, response-rate-limiter.ts)
 * and TXT values are read through a short per-process cache (challenge-txt-cache.ts).
 */
@Injectable()
export class ChallengeDnsResponder implements OnApplicationShutdown {
  private readonly logger = new Logger('ChallengeDns');
  private udp: dgram.Socket | undefined;
  private tcp: net.Server | undefined;
  private bound: { host: string; port: number } | undefined;
  private readonly tcpPerSource = new Map<string, number>();
  private readonly limiter: ResponseRateLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TenantRunner,
    private readonly names: DomainNamesRepository,
    private readonly cache: ChallengeTxtCache,
  ) {
    this.limiter = new ResponseRateLimiter({ perSecond: config.acme.dnsRateLimit });
  }

  get zone(): string | undefined {
    return this.config.acme.challengeZone;
  }

  /** Where it listens (after start()). */
  address(): { host: string; port: number } | undefined {
    return this.bound;
  }

  /** Binds UDP and TCP on the same port (ACME_DNS_PORT; 0 picks a free one, for tests). */
  async start(port = this.config.acme.dnsPort ?? 53, host = this.config.acme.dnsHost): Promise<{ host: string; port: number }> {
    if (this.bound) return this.bound;
    if (!this.zone) throw new Error('ACME_CHALLENGE_ZONE is not set: the challenge DNS responder has no zone to answer for');
    const tcp = net.createServer((socket) => this.serveTcp(socket));
    tcp.maxConnections = MAX_TCP_CONNECTIONS;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(port, host, () => resolve());
    });
    const actualPort = (tcp.address() as net.AddressInfo).port;
    const udp = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(actualPort, host, () => resolve());
    }).catch((e) => {
      tcp.close();
      throw e;
    });
    udp.on('message', (msg, rinfo) => {
      this.answer(msg, 'udp', rinfo.address)
        .then((out) => out && udp.send(out, rinfo.port, rinfo.address))
        .catch((e) => this.logger.warn(`UDP query failed: ${(e as Error).message}`));
    });
    udp.on('error', (e) => this.logger.error(`UDP socket: ${e.message}`));
    this.udp = udp;
    this.tcp = tcp;
    this.bound = { host, port: actualPort };
    this.logger.log(`answering TXT for ${this.zone} on ${host}:${actualPort} (UDP and TCP)`);
    return this.bound;
  }

  async stop(): Promise<void> {
    const { udp, tcp } = this;
    this.udp = undefined;
    this.tcp = undefined;
    this.bound = undefined;
    await Promise.all([
      udp ? new Promise<void>((r) => udp.close(() => r())) : undefined,
      tcp ? new Promise<void>((r) => tcp.close(() => r())) : undefined,
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  private serveTcp(socket: net.Socket): void {
    const source = socket.remoteAddress ?? '';
    const open = (this.tcpPerSource.get(source) ?? 0) + 1;
    if (open > MAX_TCP_PER_SOURCE) {
      socket.destroy();
      return;
    }
    this.tcpPerSource.set(source, open);
    socket.once('close', () => {
      const left = (this.tcpPerSource.get(source) ?? 1) - 1;
      if (left > 0) this.tcpPerSource.set(source, left);
      else this.tcpPerSource.delete(source);
    });
    let buf = Buffer.alloc(0);
    socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      // One or more length-prefixed messages (RFC 7766); anything oversized is dropped.
      while (buf.length >= 2) {
        const length = buf.readUInt16BE(0);
        if (length > MAX_TCP_MESSAGE) {
          socket.destroy();
          return;
        }
        if (buf.length < length + 2) return;
        const msg = buf.subarray(2, length + 2);
        buf = buf.subarray(length + 2);
        this.answer(msg, 'tcp')
          .then((out) => {
            if (!out || socket.destroyed) return;
            const prefix = Buffer.alloc(2);
            prefix.writeUInt16BE(out.length);
            socket.write(Buffer.concat([prefix, out]));
          })
          .catch(() => socket.destroy());
      }
    });
  }

  /**
   * The answer to one DNS message, or undefined to stay silent (unreadable input, responses, and UDP
   * questions over the rate limit that are not slipped). `source` is the asker's address (UDP rate limit).
   */
  async answer(msg: Buffer, transport: 'udp' | 'tcp', source?: string): Promise<Buffer | undefined> {
    let query: Packet & { opcode?: string };
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return undefined;
    }
    if (query.type !== 'query' || !query.questions?.length) return undefined;
    const q = query.questions[0];
    const encode = (reply: Pick<DnsReply, 'rcode' | 'answers' | 'authorities'>, truncated: boolean) =>
      dnsPacket.encode({
        type: 'response',
        id: query.id,
        flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | (truncated ? dnsPacket.TRUNCATED_RESPONSE : 0) | RCODES[reply.rcode],
        questions: [q],
        answers: truncated ? [] : reply.answers,
        authorities: truncated ? [] : reply.authorities,
      } as Packet);
    // TCP cannot be spoofed: only UDP answers are limited (over the limit: slipped, i.e. truncated so the
    // resolver retries over TCP, or dropped).
    const limitedSource = transport === 'udp' && this.limiter.enabled ? source : undefined;
    let decision: RateDecision | undefined;
    if (limitedSource !== undefined && this.uncachedLabel(q.name) && this.limiter.isLimited(limitedSource, NXDOMAIN_KEY)) {
      // Made-up names would each cost a database read: while the network is over its "no such name" limit,
      // a name not in the cache is decided by that limit first (a real name slipped this way is read over TCP).
      decision = this.limiter.check(limitedSource, NXDOMAIN_KEY);
      if (decision === 'drop') return undefined;
      if (decision === 'slip') return encode({ rcode: 'NOERROR', answers: [], authorities: [] }, true);
    }
    const reply = await this.reply(query, q);
    if (transport === 'tcp') return encode(reply, false);
    if (limitedSource !== undefined) decision ??= this.limiter.check(limitedSource, reply.rateKey);
    if (decision === 'drop') return undefined;
    if (decision === 'slip') return encode(reply, true);
    const packet = encode(reply, false);
    // UDP answers stay within 512 bytes: a longer one is sent truncated so the resolver retries over TCP.
    return packet.length > 512 ? encode(reply, true) : packet;
  }

  /**
   * What to answer, and the answer's rate-limit key: the name asked, whatever the question type (keyed by
   * type, a flood cycling TXT, A, AAAA, SOA... about one name got one allowance per type, 4x the answers);
   * one key for every "no such name".
   */
  private async reply(query: Packet & { opcode?: string }, q: Question): Promise<DnsReply> {
    const done = (rcode: string, rateKey: string, answers: Answer[] = [], authorities: Answer[] = []): DnsReply => ({ rcode, rateKey, answers, authorities });
    if (query.opcode && query.opcode !== 'QUERY') return done('NOTIMP', ERROR_KEY);
    const zone = this.zone!;
    const name = bare(q.name);
    const asked = name;
    const soa = this.soa();
    if (name !== zone && !name.endsWith(`.${zone}`)) return done('REFUSED', ERROR_KEY);
    if (name === zone) return done('NOERROR', asked, q.type === 'SOA' ? [soa] : [], q.type === 'SOA' ? [] : [soa]);
    const label = this.labelOf(name);
    if (!label) return done('NXDOMAIN', NXDOMAIN_KEY, [], [soa]);
    const found = await this.cache.read(label, () => this.runner.runAsPlatform(() => this.names.txtForDelegationLabel(label)));
    if (!found) return done('NXDOMAIN', NXDOMAIN_KEY, [], [soa]);
    if (q.type !== 'TXT' || found.values.length === 0) return done('NOERROR', asked, [], [soa]);
    return done('NOERROR', asked, found.values.map((value) => txtRecord(q, value)));
  }

  /** The delegation label a name in the zone asks for, if it looks like one. */
  private labelOf(name: string): string | undefined {
    const zone = this.zone!;
    if (!name.endsWith(`.${zone}`)) return undefined;
    const label = name.slice(0, -(zone.length + 1));
    return DELEGATION_LABEL_PATTERN.test(label) ? label : undefined;
  }

  /** A question whose answer needs a database read. */
  private uncachedLabel(name: string): boolean {
    const label = this.labelOf(bare(name));
    return label !== undefined && !this.cache.has(label);
  }

  private soa(): Answer {
    const zone = this.zone!;
    return {
      type: 'SOA',
      name: zone,
      ttl: TXT_TTL,
      class: 'IN',
      data: { mname: zone, rname: `hostmaster.${zone}`, serial: Math.floor(Date.now() / 1000), refresh: 3600, retry: 600, expiration: 86400, minimum: TXT_TTL },
    } as Answer;
  }
}

interface DnsReply {
  rcode: string;
  rateKey: string;
  answers: Answer[];
  authorities: Answer[];
}

const bare = (name: string) => name.replace(/\.$/, '').toLowerCase();

function txtRecord(q: Question, value: string): Answer {
  return { type: 'TXT', name: q.name, ttl: TXT_TTL, class: 'IN', data: value } as Answer;
}
