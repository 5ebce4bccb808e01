// A real ACME certificate authority for tests: Debian's Pebble and pebble-challtestsrv, started on free
// loopback ports with a throw-away TLS CA, plus small recursive DNS resolvers in front of them.
//
// Plain ESM JavaScript so that the API's Jest suites and the browser journeys (node --test) share it.
//
//   customer DNS (challtestsrv) <-- resolver --> the product's own DNS responder (challenge zone)
//                                     ^   ^
//            pebble (-dnsserver) -----'   '----- the product's TXT pre-check (ACME_DNS_SERVERS)
//
// The resolvers do what a recursive resolver on the Internet does for the CA: they ask the authoritative
// server of a name (challtestsrv for customer domains, the product's responder for names in the challenge
// zone) and follow CNAME chains across the two. Each view can be told to answer differently (caView /
// checkView overrides), which is how a test makes the CA see something the pre-check did not.
import { spawn, execFileSync } from 'node:child_process';
import dgram from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dnsPacket from 'dns-packet';

export const PEBBLE_BIN = process.env.PEBBLE_BIN ?? '/usr/bin/pebble';
export const CHALLTESTSRV_BIN = process.env.PEBBLE_CHALLTESTSRV_BIN ?? '/usr/bin/pebble-challtestsrv';

/** Clear error before anything starts when Debian's pebble package is missing. */
export function assertPebbleInstalled() {
  const missing = [PEBBLE_BIN, CHALLTESTSRV_BIN].filter((p) => !existsSync(p));
  if (missing.length) {
    throw new Error(
      `The ACME tests need Debian's pebble package (${missing.join(', ')} not found). ` +
        'Install it with `apt-get install -y pebble` (.ci/run does this on CI).',
    );
  }
}

// Ports this process has handed out. The kernel may give a just-closed port again before the child we
// handed it to has bound it (CI saw Pebble pick the port challtestsrv was about to bind), so a port is
// never handed out twice.
const handedOut = new Set();

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function freePort() {
  for (let i = 0; i < 50; i++) {
    const port = await anyFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port');
}

/** A port free for TCP and UDP alike (DNS servers listen on both). */
export async function freeDnsPort() {
  for (let i = 0; i < 20; i++) {
    const port = await freePort();
    const ok = await new Promise((resolve) => {
      const u = dgram.createSocket('udp4');
      u.once('error', () => resolve(false));
      u.bind(port, '127.0.0.1', () => u.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port for a DNS server');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function makeTlsCa(dir) {
  const run = (args) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '3', '-subj', '/CN=BizDesk test TLS CA']);
  run(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'key.pem', '-out', 'server.csr', '-subj', '/CN=localhost']);
  writeFileSync(join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  run(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'cert.pem', '-days', '3', '-extfile', 'ext.cnf']);
  return join(dir, 'ca.pem');
}

// ---------------------------------------------------------------------------------------------- DNS

/** One DNS question to one server over UDP (TCP when truncated); resolves to the decoded answer. */
export function dnsQuery(server, name, type, { timeoutMs = 2000, recursion = true } = {}) {
  const id = Math.floor(Math.random() * 65535);
  const packet = dnsPacket.encode({ type: 'query', id, flags: recursion ? dnsPacket.RECURSION_DESIRED : 0, questions: [{ type, name, class: 'IN' }] });
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`DNS ${type} ${name} @${server.host}:${server.port} timed out`));
    }, timeoutMs);
    socket.on('message', (msg) => {
      const answer = dnsPacket.decode(msg);
      if (answer.id !== id) return;
      clearTimeout(timer);
      socket.close();
      if (answer.flag_tc) dnsQueryTcp(server, name, type, recursion, timeoutMs).then(resolve, reject);
      else resolve(answer);
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      socket.close();
      reject(e);
    });
    socket.send(packet, server.port, server.host);
  });
}

function dnsQueryTcp(server, name, type, recursion, timeoutMs) {
  const id = Math.floor(Math.random() * 65535);
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, server.host);
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(new Error(`DNS/TCP ${type} ${name} timed out`)), timeoutMs);
    socket.on('connect', () => socket.write(dnsPacket.streamEncode({ type: 'query', id, flags: recursion ? dnsPacket.RECURSION_DESIRED : 0, questions: [{ type, name, class: 'IN' }] })));
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 2 && buf.length >= buf.readUInt16BE(0) + 2) {
        clearTimeout(timer);
        socket.end();
        resolve(dnsPacket.streamDecode(buf));
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

// Response codes live in the low 4 bits of the flags (dns-packet encodes no `rcode` field).
const RCODES = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 };

const lower = (n) => n.replace(/\.$/, '').toLowerCase();
const inZone = (name, zone) => zone && (lower(name) === lower(zone) || lower(name).endsWith(`.${lower(zone)}`));

/**
 * A small recursive resolver: names in `zone` are asked of the product's responder, everything else of
 * challtestsrv; CNAME chains are followed across both. `overrides` (name -> TXT values, or 'SERVFAIL',
 * or 'HANG') let a test make this view differ from the other.
 */
export class TestResolver {
  constructor({ customerDns, zone }) {
    this.customerDns = customerDns;
    this.zone = zone;
    this.responder = undefined;
    this.overrides = new Map();
    /** Questions this resolver was asked. */
    this.queries = [];
    /** Questions it asked on (to 'customer' DNS or the product's 'responder'). */
    this.hops = [];
  }

  setResponder(server) {
    this.responder = server;
  }

  override(name, value) {
    this.overrides.set(lower(name), value);
  }

  clearOverride(name) {
    this.overrides.delete(lower(name));
  }

  async start() {
    this.port = await freeDnsPort();
    this.udp = dgram.createSocket('udp4');
    this.udp.on('message', (msg, rinfo) => {
      this.answer(msg).then((out) => {
        if (!out) return;
        // Classic UDP limit: a longer answer goes out truncated, and the client asks again over TCP.
        if (out.length > 512) {
          const full = dnsPacket.decode(out);
          out = dnsPacket.encode({ ...full, flags: (full.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE, answers: [] });
        }
        this.udp.send(out, rinfo.port, rinfo.address);
      }, () => undefined);
    });
    await new Promise((r) => this.udp.bind(this.port, '127.0.0.1', r));
    this.tcp = net.createServer((socket) => {
      let buf = Buffer.alloc(0);
      socket.on('data', async (d) => {
        buf = Buffer.concat([buf, d]);
        if (buf.length < 2 || buf.length < buf.readUInt16BE(0) + 2) return;
        const msg = buf.subarray(2, 2 + buf.readUInt16BE(0));
        const out = await this.answer(msg).catch(() => undefined);
        if (out) {
          const len = Buffer.alloc(2);
          len.writeUInt16BE(out.length);
          socket.end(Buffer.concat([len, out]));
        } else socket.destroy();
      });
      socket.on('error', () => undefined);
    });
    await new Promise((r) => this.tcp.listen(this.port, '127.0.0.1', r));
    return { host: '127.0.0.1', port: this.port };
  }

  async answer(msg) {
    const query = dnsPacket.decode(msg);
    const q = query.questions?.[0];
    if (!q) return undefined;
    this.queries.push({ name: lower(q.name), type: q.type });
    const reply = (rcode, answers = []) =>
      dnsPacket.encode({ type: 'response', id: query.id, flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (RCODES[rcode] ?? 2), questions: [q], answers });
    const override = this.overrides.get(lower(q.name));
    if (override === 'HANG') return undefined;
    if (override === 'SERVFAIL') return reply('SERVFAIL');
    if (Array.isArray(override)) {
      return reply('NOERROR', q.type === 'TXT' ? override.map((v) => ({ type: 'TXT', name: q.name, ttl: 1, class: 'IN', data: v })) : []);
    }
    const answers = [];
    let name = q.name;
    for (let hop = 0; hop < 8; hop++) {
      const toResponder = inZone(name, this.zone);
      const server = toResponder ? this.responder : this.customerDns;
      if (!server) return reply('SERVFAIL');
      this.hops.push({ name: lower(name), type: q.type, to: toResponder ? 'responder' : 'customer' });
      let res;
      try {
        res = await dnsQuery(server, name, q.type, { recursion: false, timeoutMs: 1500 });
      } catch {
        return reply('SERVFAIL');
      }
      if (res.rcode !== 'NOERROR') return reply(res.rcode ?? 'SERVFAIL', answers);
      const own = (res.answers ?? []).filter((a) => lower(a.name) === lower(name));
      const direct = own.filter((a) => a.type === q.type);
      const cname = own.find((a) => a.type === 'CNAME');
      answers.push(...direct);
      if (direct.length || !cname || q.type === 'CNAME') {
        if (q.type === 'CNAME' && cname && !direct.length) answers.push(cname);
        return reply('NOERROR', answers);
      }
      answers.push(cname);
      name = cname.data;
    }
    return reply('SERVFAIL');
  }

  async stop() {
    await new Promise((r) => this.udp?.close(r) ?? r());
    await new Promise((r) => this.tcp?.close(r) ?? r());
  }
}

// -------------------------------------------------------------------------------------------- HTTP

function fetchJson(url, { method = 'GET', body, ca } = {}) {
  const u = new URL(url);
  const doRequest = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = doRequest(u, { method, headers: { 'Content-Type': 'application/json' }, ...(ca ? { ca } : {}) }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode, body: data }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`${method} ${url} timed out`)));
    if (body !== undefined) req.write(JSON.stringify(body));
    req.end();
  });
}

// ------------------------------------------------------------------------------------------ peers

/**
 * Starts pebble-challtestsrv, two resolvers (what the CA sees, what the product's pre-check sees) and
 * Pebble. `zone` is the product's challenge zone (ACME_CHALLENGE_ZONE); call setResponder() once the
 * product's DNS responder listens. authzReuse is Pebble's PEBBLE_AUTHZREUSE percentage (0: every order
 * gets fresh authorizations, so every test really validates).
 */
export async function startAcmePeers(options = {}) {
  assertPebbleInstalled();
  // Another process on the machine (a parallel jest worker, a journey) may still take a port between our
  // check and the child's bind; that start is thrown away and tried again on fresh ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAcmePeersOnce(options);
    } catch (e) {
      if (attempt >= 3 || !/address already in use/.test(String(e?.message))) throw e;
    }
  }
}

async function startAcmePeersOnce({ zone = 'acme.bizdesk.test', authzReuse = 0 }) {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-pebble-'));
  const children = [];
  const logs = { pebble: '', challtestsrv: '' };
  const stopAll = async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r();
          }, 3000);
          child.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
    }
  };
  try {
    const caPem = makeTlsCa(dir);
    const ca = readFileSync(caPem);
    const dnsPort = await freeDnsPort();
    const challMgmtPort = await freePort();
    const challtestsrv = spawn(CHALLTESTSRV_BIN, [
      '-dns01', `127.0.0.1:${dnsPort}`, '-management', `127.0.0.1:${challMgmtPort}`,
      '-http01', '', '-https01', '', '-tlsalpn01', '', '-defaultIPv6', '', '-defaultIPv4', '127.0.0.1',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(challtestsrv);
    challtestsrv.stdout.on('data', (d) => (logs.challtestsrv += d));
    challtestsrv.stderr.on('data', (d) => (logs.challtestsrv += d));
    const customerDns = { host: '127.0.0.1', port: dnsPort };

    const caView = new TestResolver({ customerDns, zone });
    const checkView = new TestResolver({ customerDns, zone });
    const caDns = await caView.start();
    const checkDns = await checkView.start();

    const pebblePort = await freePort();
    const pebbleMgmtPort = await freePort();
    writeFileSync(join(dir, 'pebble.json'), JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${pebblePort}`,
        managementListenAddress: `127.0.0.1:${pebbleMgmtPort}`,
        certificate: join(dir, 'cert.pem'),
        privateKey: join(dir, 'key.pem'),
        httpPort: 5002,
        tlsPort: 5001,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }));
    const spawnPebble = () => {
      const child = spawn(PEBBLE_BIN, ['-config', join(dir, 'pebble.json'), '-dnsserver', `127.0.0.1:${caDns.port}`], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_AUTHZREUSE: String(authzReuse), PEBBLE_VA_ALWAYS_VALID: '0' },
      });
      children.push(child);
      child.stdout.on('data', (d) => (logs.pebble += d));
      child.stderr.on('data', (d) => (logs.pebble += d));
      return child;
    };
    let pebble = spawnPebble();

    const directoryUrl = `https://127.0.0.1:${pebblePort}/dir`;
    const managementUrl = `https://127.0.0.1:${pebbleMgmtPort}`;
    const challUrl = `http://127.0.0.1:${challMgmtPort}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      for (const [name, child] of [['pebble', pebble], ['pebble-challtestsrv', challtestsrv]]) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${logs.pebble}\n${logs.challtestsrv}`);
      }
      const dirOk = await fetchJson(directoryUrl, { ca }).then((r) => r.status === 200, () => false);
      const challOk = await fetchJson(`${challUrl}/clear-txt`, { method: 'POST', body: { host: 'ready.invalid.' } }).then(() => true, () => false);
      if (dirOk && challOk) break;
      if (Date.now() > deadline) throw new Error(`pebble did not start within 20 s:\n${logs.pebble}\n${logs.challtestsrv}`);
      await sleep(100);
    }

    const fqdn = (host) => (host.endsWith('.') ? host : `${host}.`);
    const chall = async (path, body) => {
      const r = await fetchJson(`${challUrl}${path}`, { method: 'POST', body });
      if (r.status !== 200) throw new Error(`challtestsrv ${path} answered ${r.status} ${r.body}`);
    };
    return {
      dir,
      caBundlePath: caPem,
      directoryUrl,
      /** host:port the product's pre-check uses (ACME_DNS_SERVERS). */
      checkDnsServers: `127.0.0.1:${checkDns.port}`,
      caView,
      checkView,
      zone,
      logs,
      setResponder(server) {
        caView.setResponder(server);
        checkView.setResponder(server);
      },
      /** Sets the TXT record in the customer's DNS, replacing what was there (what the user does at their DNS provider). */
      setTxt: async (host, value) => {
        await chall('/clear-txt', { host: fqdn(host) });
        await chall('/set-txt', { host: fqdn(host), value });
      },
      /** Adds one more TXT value beside the existing ones. */
      addTxt: (host, value) => chall('/set-txt', { host: fqdn(host), value }),
      clearTxt: (host) => chall('/clear-txt', { host: fqdn(host) }),
      setCname: (host, target) => chall('/set-cname', { host: fqdn(host), target: fqdn(target) }),
      clearCname: (host) => chall('/clear-cname', { host: fqdn(host) }),
      /** Pebble's own record of a certificate: { Status: 'Valid' | 'Revoked', ... }. */
      async certStatus(serialHex) {
        const r = await fetchJson(`${managementUrl}/cert-status-by-serial/${serialHex}`, { ca });
        if (r.status !== 200) throw new Error(`pebble cert-status-by-serial answered ${r.status} ${r.body}`);
        return JSON.parse(r.body);
      },
      /** The root Pebble signs with this run (fresh at every start). */
      async rootPem() {
        const r = await fetchJson(`${managementUrl}/roots/0`, { ca });
        return r.body;
      },
      httpsAgent: () => new Agent({ ca }),
      /**
       * Stops Pebble and starts it again on the same address: it keeps nothing, so every account, order and
       * authorization is gone (accounts then answer accountDoesNotExist), as after a staging CA's reset.
       */
      async restartPebble() {
        const old = pebble;
        old.kill('SIGCONT');
        old.kill('SIGTERM');
        if (old.exitCode === null && old.signalCode === null) await new Promise((r) => old.once('exit', r));
        pebble = spawnPebble();
        const until = Date.now() + 20_000;
        while (!(await fetchJson(directoryUrl, { ca }).then((r) => r.status === 200, () => false))) {
          if (pebble.exitCode !== null) throw new Error(`pebble exited on restart (${pebble.exitCode}):\n${logs.pebble}`);
          if (Date.now() > until) throw new Error(`pebble did not restart within 20 s:\n${logs.pebble}`);
          await sleep(100);
        }
      },
      /** Stop Pebble for a while (SIGSTOP/SIGCONT of our own child): calls to the CA hang meanwhile. */
      pause: () => pebble.kill('SIGSTOP'),
      resume: () => pebble.kill('SIGCONT'),
      async stop() {
        pebble.kill('SIGCONT');
        await stopAll();
        await caView.stop();
        await checkView.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
