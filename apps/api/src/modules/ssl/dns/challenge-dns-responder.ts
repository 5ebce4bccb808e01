import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import dnsPacket, { type Answer, type Packet, type Question } from 'dns-packet';
import dgram from 'node:dgram';
import net from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { DomainNamesRepository } from '../repositories/domain-names.repository.js';
import { DELEGATION_LABEL_PATTERN } from '../services/delegation.js';

const TXT_TTL = 60;
/** Response codes go in the low 4 bits of the flags (dns-packet does not encode an `rcode` field). */
const RCODES: Record<string, number> = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 };
const MAX_TCP_MESSAGE = 4096;

/**
 * The platform's own authoritative DNS server for ACME_CHALLENGE_ZONE, TXT only, over UDP and TCP. A
 * customer delegates once (`_acme-challenge.example.com CNAME <label>.<zone>`); from then on the TXT value
 * of every new challenge is whatever the platform stored for that label, so renewals need nobody.
 * Everything else: the zone's SOA at the apex (what resolvers need for negative answers), NXDOMAIN for
 * unknown names, REFUSED outside the zone, NOTIMP for other opcodes. No recursion, no zone transfers.
 */
@Injectable()
export class ChallengeDnsResponder implements OnApplicationShutdown {
  private readonly logger = new Logger('ChallengeDns');
  private udp: dgram.Socket | undefined;
  private tcp: net.Server | undefined;
  private bound: { host: string; port: number } | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TenantRunner,
    private readonly names: DomainNamesRepository,
  ) {}

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
      this.answer(msg, 'udp')
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
    let buf = Buffer.alloc(0);
    socket.setTimeout(10_000, () => socket.destroy());
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

  /** The answer to one DNS message, or undefined to stay silent (unreadable input, responses). */
  async answer(msg: Buffer, transport: 'udp' | 'tcp'): Promise<Buffer | undefined> {
    let query: Packet & { opcode?: string };
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return undefined;
    }
    if (query.type !== 'query' || !query.questions?.length) return undefined;
    const q = query.questions[0];
    const reply = (rcode: string, answers: Answer[] = [], authorities: Answer[] = []) => {
      const packet = dnsPacket.encode({
        type: 'response',
        id: query.id,
        flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | RCODES[rcode],
        questions: [q],
        answers,
        authorities,
      } as Packet);
      // UDP answers stay within 512 bytes: a longer one is sent truncated so the resolver retries over TCP.
      if (transport === 'udp' && packet.length > 512) {
        return dnsPacket.encode({ type: 'response', id: query.id, flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.TRUNCATED_RESPONSE | RCODES[rcode], questions: [q] } as Packet);
      }
      return packet;
    };
    if (query.opcode && query.opcode !== 'QUERY') return reply('NOTIMP');
    const zone = this.zone!;
    const name = q.name.replace(/\.$/, '').toLowerCase();
    const soa = this.soa();
    if (name !== zone && !name.endsWith(`.${zone}`)) return reply('REFUSED');
    if (name === zone) return reply('NOERROR', q.type === 'SOA' ? [soa] : [], q.type === 'SOA' ? [] : [soa]);
    const label = name.slice(0, -(zone.length + 1));
    if (!DELEGATION_LABEL_PATTERN.test(label)) return reply('NXDOMAIN', [], [soa]);
    const found = await this.runner.runAsPlatform(() => this.names.txtForDelegationLabel(label));
    if (!found) return reply('NXDOMAIN', [], [soa]);
    if (q.type !== 'TXT' || found.values.length === 0) return reply('NOERROR', [], [soa]);
    return reply('NOERROR', found.values.map((value) => txtRecord(q, value)));
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

function txtRecord(q: Question, value: string): Answer {
  return { type: 'TXT', name: q.name, ttl: TXT_TTL, class: 'IN', data: value } as Answer;
}
