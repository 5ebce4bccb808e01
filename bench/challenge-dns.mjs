// The SSL service's challenge DNS responder (TXT over UDP through its 1 s TXT cache: about one database read
// per second for the one name asked) next to a bare dns-packet UDP server answering the same TXT record from
// memory. Resolvers of the CA ask a few questions per validation, so the goal is modest. The bench asks from
// one address at full speed, which response rate limiting would mostly slip or drop: it runs with
// ACME_DNS_RATE_LIMIT far above its rate, so the limiter's bookkeeping is measured but never limits.
import dgram from 'node:dgram';
import { createRequire } from 'node:module';
import { freeDnsPort, startAcmePeers } from '../apps/api/test/support/acme-peers.mjs';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { DURATION_SECONDS, report, runWhenMain } from './lib/harness.mjs';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const dnsPacket = require('dns-packet');
const ZONE = 'acme.bench.test';

/** Questions per second with `inFlight` outstanding at a time, for `seconds`; every answer must carry the TXT. */
async function measureUdp(port, name, expected, { inFlight = 32, seconds = DURATION_SECONDS } = {}) {
  const socket = dgram.createSocket('udp4');
  await new Promise((r) => socket.bind(0, '127.0.0.1', r));
  let id = 0;
  let answered = 0;
  let wrong = 0;
  const pending = new Map();
  socket.on('message', (msg) => {
    const res = dnsPacket.decode(msg);
    const started = pending.get(res.id);
    if (started === undefined) return;
    pending.delete(res.id);
    answered += 1;
    if (String(res.answers?.[0]?.data ?? '') !== expected) wrong += 1;
    send();
  });
  let stopAt = 0;
  const send = () => {
    if (Date.now() >= stopAt) return;
    id = (id + 1) % 65536;
    pending.set(id, Date.now());
    socket.send(dnsPacket.encode({ type: 'query', id, questions: [{ type: 'TXT', name, class: 'IN' }] }), port, '127.0.0.1');
  };
  const round = async (s) => {
    answered = 0;
    wrong = 0;
    pending.clear();
    stopAt = Date.now() + s * 1000;
    for (let i = 0; i < inFlight; i++) send();
    await new Promise((r) => setTimeout(r, s * 1000 + 500));
    return answered / s;
  };
  await round(1); // warm-up
  const qps = await round(seconds);
  socket.close();
  if (wrong > 0) throw new Error(`${wrong} answers without the expected TXT value`);
  return { rps: qps, p99: '-' };
}

export async function run() {
  const peers = await startAcmePeers({ zone: ZONE });
  const dnsPort = await freeDnsPort();
  const product = await startProduct({
    LOG_LEVEL: 'warn', ACME_DIRECTORY_URL: peers.directoryUrl, ACME_CA_BUNDLE: peers.caBundlePath, ACME_DNS_SERVERS: peers.checkDnsServers,
    ACME_CHALLENGE_ZONE: ZONE, ACME_DNS_PORT: String(dnsPort), ACME_DNS_HOST: '127.0.0.1',
    ACME_DNS_RATE_LIMIT: '10000000',
  });
  let bare;
  try {
    const api = apiClient(product.baseUrl);
    const admin = await api.superAdmin();
    await api.call('PATCH', '/api/erp/subscription/service', { session: admin, body: { appId: 9, available: true } });
    const company = await api.activeCompany({ name: 'Bench Hosting' });
    const session = await api.login(company.email, company.password);
    await api.call('POST', '/api/erp/subscription', { session, body: { appId: 9, isSubscribed: true } });
    const domain = await api.call('POST', '/api/ssl/domain', { session, body: { id: 0, domain: 'bench-example.com', coverWwwNonWWW: false, termsAccepted: true } });
    const details = await api.call('POST', '/api/ssl/domain/start-verification', { session, body: { id: domain.id } });
    const record = details.records[0];
    const label = record.delegation.target;

    bare = dgram.createSocket('udp4');
    bare.on('message', (msg, rinfo) => {
      const q = dnsPacket.decode(msg);
      const out = dnsPacket.encode({ type: 'response', id: q.id, flags: dnsPacket.AUTHORITATIVE_ANSWER, questions: q.questions, answers: [{ type: 'TXT', name: q.questions[0].name, ttl: 60, data: record.Value }] });
      bare.send(out, rinfo.port, rinfo.address);
    });
    await new Promise((r) => bare.bind(0, '127.0.0.1', r));

    const subject = await measureUdp(dnsPort, label, record.Value);
    const baseline = await measureUdp(bare.address().port, label, record.Value);
    return report('challenge DNS TXT over UDP (1 s TXT cache, rate limit never reached) vs a bare dns-packet server from memory', subject, baseline);
  } finally {
    bare?.close();
    await product.stop();
    await peers.stop();
  }
}

runWhenMain(import.meta.url, run);
