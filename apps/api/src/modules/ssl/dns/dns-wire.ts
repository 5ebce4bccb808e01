import dnsPacket, { type Answer, type Packet, type RecordType } from 'dns-packet';
import { randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import net from 'node:net';

export interface DnsServer {
  host: string;
  port: number;
}

export interface DnsAnswer {
  rcode: string;
  answers: Answer[];
  authoritative: boolean;
}

export class DnsQueryError extends Error {
  override name = 'DnsQueryError';
}

/** DNS wire format through dns-packet: one question over UDP, retried over TCP when the answer is truncated. */
export async function queryDns(server: DnsServer, name: string, type: RecordType, opts: { recursion: boolean; timeoutMs?: number }): Promise<DnsAnswer> {
  const timeoutMs = opts.timeoutMs ?? 2500;
  const first = await queryUdp(server, name, type, opts.recursion, timeoutMs);
  const packet = first.flag_tc ? await queryTcp(server, name, type, opts.recursion, timeoutMs) : first;
  return { rcode: packet.rcode ?? 'NOERROR', answers: packet.answers ?? [], authoritative: !!(packet as { flag_aa?: boolean }).flag_aa };
}

function question(id: number, name: string, type: RecordType, recursion: boolean): Packet {
  return { type: 'query', id, flags: recursion ? dnsPacket.RECURSION_DESIRED : 0, questions: [{ type, name, class: 'IN' }] };
}

function family(host: string): 'udp4' | 'udp6' {
  return net.isIPv6(host) ? 'udp6' : 'udp4';
}

function queryUdp(server: DnsServer, name: string, type: RecordType, recursion: boolean, timeoutMs: number): Promise<Packet & { rcode?: string; flag_tc?: boolean; flag_aa?: boolean }> {
  const id = randomInt(0, 65536);
  const socket = dgram.createSocket(family(server.host));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new DnsQueryError(`no answer from ${server.host}:${server.port} within ${timeoutMs} ms`)), timeoutMs);
    const finish = (err?: Error, packet?: Packet) => {
      clearTimeout(timer);
      socket.close();
      if (err) reject(err);
      else resolve(packet as Packet & { rcode?: string });
    };
    socket.on('message', (msg, rinfo) => {
      // Only the server asked, with our id, answering our question (spoofed or late answers are dropped).
      if (rinfo.port !== server.port) return;
      let packet: Packet;
      try {
        packet = dnsPacket.decode(msg);
      } catch {
        return;
      }
      const q = packet.questions?.[0];
      if (packet.id !== id || !q || q.name.toLowerCase() !== name.toLowerCase() || q.type !== type) return;
      finish(undefined, packet);
    });
    socket.on('error', (e) => finish(new DnsQueryError(`${server.host}:${server.port}: ${e.message}`)));
    socket.send(dnsPacket.encode(question(id, name, type, recursion)), server.port, server.host);
  });
}

function queryTcp(server: DnsServer, name: string, type: RecordType, recursion: boolean, timeoutMs: number): Promise<Packet & { rcode?: string }> {
  const id = randomInt(0, 65536);
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, server.host);
    let buf = Buffer.alloc(0);
    socket.setTimeout(timeoutMs, () => socket.destroy(new DnsQueryError(`no answer over TCP from ${server.host}:${server.port} within ${timeoutMs} ms`)));
    socket.on('connect', () => socket.write(dnsPacket.streamEncode(question(id, name, type, recursion))));
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 2 && buf.length >= buf.readUInt16BE(0) + 2) {
        socket.end();
        try {
          const packet = dnsPacket.streamDecode(buf) as Packet & { rcode?: string };
          if (packet.id !== id) reject(new DnsQueryError('answer with another id'));
          else resolve(packet);
        } catch (e) {
          reject(new DnsQueryError(`unreadable answer: ${(e as Error).message}`));
        }
      }
    });
    socket.on('error', (e) => reject(e instanceof DnsQueryError ? e : new DnsQueryError(`${server.host}:${server.port}: ${e.message}`)));
  });
}

/** TXT data as text (a record may be split in several character-strings, which join). */
export function txtText(answer: Answer): string {
  const data = (answer as { data: Buffer | string | (Buffer | string)[] }).data;
  const parts = Array.isArray(data) ? data : [data];
  return parts.map((p) => (Buffer.isBuffer(p) ? p.toString('utf8') : String(p))).join('');
}
