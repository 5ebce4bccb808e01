import { spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dnsPacket from 'dns-packet';
import { JobQueue } from '../../src/core/queue/job-queue.js';
import { JobWorkers } from '../../src/core/queue/job-workers.js';
import { QUEUE_OPTIONS, type QueueOptions } from '../../src/core/queue/queue-options.js';
import { ChallengeDnsResponder } from '../../src/modules/ssl/index.js';
import { attemptKey, SSL_ATTEMPT_CERTIFICATE_JOB, SSL_RENEWAL_SWEEP_JOB } from '../../src/modules/ssl/jobs/ssl-jobs.js';
import { dnsQuery } from '../support/acme-peers.mjs';
import { makeCsr, sslCompany, startSslEnv, uniqueDomain, waitUntil, ZONE, type Session, type SslEnv } from './ssl-fixtures.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Renewals: through a delegated CNAME answered by the product's own DNS responder (no user action), by
 * asking the user (mail + Pending domain) when not delegated, after a killed worker; the responder itself;
 * deleting a domain; and the cross-tenant matrix.
 */
describe('SSL: renewals, the challenge DNS responder, tenants', () => {
  let env: SslEnv;
  let a: Session;
  let b: Session;
  const txt = (name: string) => `_acme-challenge.${name}`;

  beforeAll(async () => {
    env = await startSslEnv();
    a = await sslCompany(env.t);
    b = await sslCompany(env.t);
  }, 120_000);
  afterAll(async () => env?.close());

  const post = (path: string, body: unknown, s: Session = a) => env.t.http.post(`/api/ssl${path}`).set(s.headers).send(body as object);

  /** A verified domain (TXT records set by hand) with an issued certificate. */
  async function issued(prefix: string, cover = false) {
    const domain = uniqueDomain(prefix);
    const { id } = (await post('/domain', { id: 0, domain, coverWwwNonWWW: cover, termsAccepted: true }).expect(200)).body.data;
    const started = (await post('/domain/start-verification', { id }).expect(200)).body.data;
    for (const r of started.records) await env.peers.setTxt(r.Key, r.Value);
    await post('/domain/verify', { id }).expect(200);
    const names = cover ? [domain, `www.${domain}`] : [domain];
    const cert = (await post('/certificate', { id: 0, domainId: id, csr: makeCsr(names).csr, termsAccepted: true }).expect(200)).body.data;
    return { domain, id, cert, records: started.records as { name: string; Key: string; delegation: { target: string } }[] };
  }

  async function delegate(records: { Key: string; delegation: { target: string } }[], id: number) {
    for (const r of records) {
      await env.peers.clearTxt(r.Key);
      await env.peers.setCname(r.Key, r.delegation.target);
    }
    const checked = (await post('/domain/delegation/check', { id }).expect(200)).body;
    expect(checked.message).toBe('Delegation in place: renewals need no action from you');
    expect(checked.data.records.every((r: { delegation: { status: string } }) => r.delegation.status === 'DELEGATED')).toBe(true);
  }

  const certificate = async (id: number, s: Session = a) =>
    (await env.t.http.get('/api/ssl/certificate?size=100').set(s.headers).expect(200)).body.data.list.find((c: { id: number }) => c.id === id);
  const serials = async (id: number) =>
    (await env.owner.query(`SELECT serial FROM ssl_certificate_issuances WHERE certificate_id = $1 ORDER BY id`, [id])).rows.map((r: { serial: string }) => r.serial);

  it('answers TXT for delegation labels over UDP and TCP, and nothing else', async () => {
    const { records, id } = await issued('dns');
    const label = records[0].delegation.target;
    const address = env.t.app.get(ChallengeDnsResponder).address()!;
    // The label serves the name's current TXT value (the one of the last order).
    const { Value } = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(a.headers).expect(200)).body.data;
    const udp = await dnsQuery(address, label, 'TXT', { recursion: false });
    expect(udp.rcode).toBe('NOERROR');
    expect(udp.answers.map((x) => String(x.data))).toEqual([Value]);
    const tcp = await new Promise<ReturnType<typeof dnsPacket.streamDecode>>((resolve, reject) => {
      const socket = net.connect(address.port, address.host, () => socket.write(dnsPacket.streamEncode({ type: 'query', id: 7, questions: [{ type: 'TXT', name: label.toUpperCase(), class: 'IN' }] })));
      let buf = Buffer.alloc(0);
      socket.on('data', (d) => {
        buf = Buffer.concat([buf, d]);
        if (buf.length >= 2 && buf.length >= buf.readUInt16BE(0) + 2) {
          socket.end();
          resolve(dnsPacket.streamDecode(buf));
        }
      });
      socket.on('error', reject);
    });
    expect(tcp.id).toBe(7);
    expect((tcp as { flag_aa?: boolean }).flag_aa).toBe(true);
    expect(tcp.answers?.map((x) => String((x as { data: unknown }).data))).toEqual([Value]);
    expect((await dnsQuery(address, `aaaaaaaaaaaaaaaaaaaa.${ZONE}`, 'TXT', { recursion: false })).rcode).toBe('NXDOMAIN');
    expect((await dnsQuery(address, `not-a-label.${ZONE}`, 'TXT', { recursion: false })).rcode).toBe('NXDOMAIN');
    expect((await dnsQuery(address, label, 'A', { recursion: false })).answers).toEqual([]);
    expect((await dnsQuery(address, 'example.com', 'TXT', { recursion: false })).rcode).toBe('REFUSED');
    const soa = await dnsQuery(address, ZONE, 'SOA', { recursion: false });
    expect(soa.answers[0]).toMatchObject({ type: 'SOA', name: ZONE });
  });

  it('renews through a delegated CNAME, answered by the product\'s DNS responder, with no user action', async () => {
    const { domain, id, cert, records } = await issued('deleg', true);
    await delegate(records, id);
    const before = await serials(cert.id);
    const mailsBefore = (await env.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE company_id = $1`, [a.companyId])).rows[0].n;
    const labelsAsked = () => env.peers.caView.hops.filter((h) => h.to === 'responder' && h.type === 'TXT').length;
    const askedBefore = labelsAsked();
    // Time passes: the renewal is due. The minute's sweep queues it; the workers do the rest.
    await env.owner.query(`UPDATE ssl_certificates SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [cert.id]);
    await env.t.app.get(JobQueue).enqueue(SSL_RENEWAL_SWEEP_JOB, { companyId: null }, { idempotencyKey: `sweep-${cert.id}` });
    // The certificate is read after its second serial is seen: read before, it could be the one the renewal was
    // still working on ("Validating through the delegated DNS record"), committed a moment before the new serial.
    const renewed = await waitUntil('the renewal', async () => {
      if ((await serials(cert.id)).length !== 2) return undefined;
      const c = await certificate(cert.id);
      return c?.status === 'ISSUED' ? c : undefined;
    }, 60_000);
    expect(renewed).toMatchObject({ status: 'ISSUED', renewalError: null, waitingForDns: false, renewsByItself: true });
    expect(new Date(renewed.issuedOn).getTime()).toBeGreaterThanOrEqual(new Date(cert.issuedOn).getTime());
    const after = await serials(cert.id);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[0]);
    // The CA asked the platform's responder (through the customer's CNAME); nobody was mailed.
    expect(labelsAsked()).toBeGreaterThan(askedBefore);
    expect((await env.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE company_id = $1`, [a.companyId])).rows[0].n).toBe(mailsBefore);
    const domainRow = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(a.headers).expect(200)).body.data;
    expect(domainRow.verified).toBe(true);
    // The downloaded certificate is the new one.
    const zip = await env.t.http.get(`/api/ssl/certificate/download?certificateId=${cert.rootId}`).set(a.headers).expect(200);
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${domain}_${cert.rootId}.zip"`);
  });

  it('without delegation, a renewal asks the user (mail and a Pending domain) and finishes after Verify', async () => {
    const { domain, id, cert } = await issued('manual');
    const res = await post('/certificate/renew', { certificateId: cert.rootId }).expect(409);
    expect(res.body.message).toBe(
      `The certificate authority asks to check ${domain} again: update the TXT record shown under Domains and press Verify on ${domain}; the certificate is issued once the domain is verified`,
    );
    const waiting = await certificate(cert.id);
    expect(waiting).toMatchObject({ status: 'ISSUED', waitingForDns: true, renewsByItself: false });
    const details = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(a.headers).expect(200)).body.data;
    expect(details).toMatchObject({ verified: false, challengeGenerated: true });
    const mail = (await env.owner.query(`SELECT to_address, subject, text_body FROM outbox_emails WHERE company_id = $1 ORDER BY id DESC LIMIT 1`, [a.companyId])).rows[0];
    expect(mail.to_address).toBe(a.email);
    expect(mail.subject).toBe(`Action needed: update the DNS record to renew the SSL certificate of ${domain}`);
    expect(mail.text_body).toContain(`Name/Host: ${txt(domain)}`);
    expect(mail.text_body).toContain(`Value: ${details.Value}`);

    await env.peers.setTxt(txt(domain), details.Value);
    expect((await post('/domain/verify', { id }).expect(200)).body.message).toBe(`${domain} verified`);
    await waitUntil('the renewal after Verify', async () => (await serials(cert.id)).length === 2, 60_000);
    expect(await certificate(cert.id)).toMatchObject({ status: 'ISSUED', waitingForDns: false });
  });

  it('an attempt queued for a time the certificate has moved past does nothing: no second order, no mail, no note', async () => {
    // As after a Renew from the console while the job for the old due time still waits in the queue: without the
    // check, that job opened a second order (here: a mail asking for a DNS change) on a certificate just renewed.
    const { cert } = await issued('stale');
    const mailsBefore = (await env.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE company_id = $1`, [a.companyId])).rows[0].n;
    const queue = env.t.app.get(JobQueue);
    const staleDue = new Date(Date.now() - 60_000);
    const jobId = await queue.enqueue(SSL_ATTEMPT_CERTIFICATE_JOB, { companyId: a.companyId, certificateId: cert.id }, { idempotencyKey: attemptKey(cert.id, staleDue) });
    await waitUntil('the stale attempt', async () => (await queue.status(jobId))?.state === 'completed', 30_000);
    expect(await certificate(cert.id)).toMatchObject({ status: 'ISSUED', renewalError: null, waitingForDns: false });
    expect(await serials(cert.id)).toHaveLength(1);
    expect((await env.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE company_id = $1`, [a.companyId])).rows[0].n).toBe(mailsBefore);
  });

  it('finishes a renewal whose worker was killed mid-job, once', async () => {
    const { id, cert, records } = await issued('killed');
    await delegate(records, id);
    const prefix = env.t.app.get<QueueOptions>(QUEUE_OPTIONS).prefix;
    const workers = env.t.app.get(JobWorkers);
    const queue = env.t.app.get(JobQueue);
    await workers.stopWorkers();
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', join(here, 'support/ssl-worker-child.ts')], {
        cwd: join(here, '../..'),
        env: { ...process.env, NODE_OPTIONS: '', BIZDESK_TEST_QUEUE_PREFIX: prefix, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await waitUntil('the child worker', async () => output.includes('READY') || (child!.exitCode !== null && Promise.reject(new Error(output))), 90_000);

      // The CA stops answering: the child's attempt hangs inside its ACME call; then the child is killed.
      env.peers.pause();
      const dueAt = new Date(Date.now() - 1000);
      await env.owner.query(`UPDATE ssl_certificates SET next_attempt_at = $2 WHERE id = $1`, [cert.id, dueAt]);
      const jobId = await queue.enqueue(SSL_ATTEMPT_CERTIFICATE_JOB, { companyId: a.companyId, certificateId: cert.id }, { idempotencyKey: attemptKey(cert.id, dueAt) });
      await waitUntil('the child to take the job', async () => (await queue.status(jobId))?.state === 'active', 20_000);
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      env.peers.resume();
      expect(await serials(cert.id)).toHaveLength(1);

      // A worker that is alive takes the stalled job over (BullMQ's lock expires) and renews once.
      await workers.startWorkers();
      await waitUntil('the stalled job to finish', async () => (await queue.status(jobId))?.state === 'completed', 150_000);
      await waitUntil('the renewal', async () => (await serials(cert.id)).length === 2, 60_000);
      expect(await certificate(cert.id)).toMatchObject({ status: 'ISSUED', renewalError: null });
      const executions = await env.owner.query(`SELECT count(*)::int AS n FROM job_executions WHERE job_name = $1 AND idempotency_key = $2`, [SSL_ATTEMPT_CERTIFICATE_JOB, attemptKey(cert.id, dueAt)]);
      expect(executions.rows[0].n).toBe(1);
    } finally {
      env.peers.resume();
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await workers.startWorkers();
    }
  }, 300_000);

  it('mails expiry reminders at 14 and 3 days, once, only for certificates that will not renew by themselves', async () => {
    const manual = await issued('remind');
    const auto = await issued('autorenew');
    await delegate(auto.records, auto.id);
    const ids = [manual.cert.id, auto.cert.id];
    const mails = async (domain: string) =>
      (await env.owner.query(`SELECT subject, text_body FROM outbox_emails WHERE company_id = $1 AND subject LIKE $2 ORDER BY id`, [a.companyId, `%${domain}%`])).rows;
    const sweep = async (key: string) => env.t.app.get(JobQueue).enqueue(SSL_RENEWAL_SWEEP_JOB, { companyId: null }, { idempotencyKey: key });
    const reminded = async (certId: number, days: number) =>
      (await env.owner.query(`SELECT 1 FROM job_executions WHERE job_name = 'ssl.expiry-reminder' AND idempotency_key LIKE $1`, [`${certId}:%:${days}`])).rows.length > 0;

    // Ten days before expiry (the renewal itself not due yet): the 14-day reminder.
    await env.owner.query(`UPDATE ssl_certificates SET expire_on = now() + interval '10 days', next_attempt_at = now() + interval '9 days' WHERE id = ANY($1)`, [ids]);
    await sweep(`remind-14-${manual.cert.id}`);
    await waitUntil('the 14-day reminders', async () => (await reminded(manual.cert.id, 14)) && (await reminded(auto.cert.id, 14)));
    expect((await mails(manual.domain)).map((m) => m.subject)).toEqual([`Your SSL certificate for ${manual.domain} expires in 14 days`]);
    expect((await mails(manual.domain))[0].text_body).toContain('is not delegated to us');
    // Two days before: the 3-day one; a sweep again sends nothing more.
    await env.owner.query(`UPDATE ssl_certificates SET expire_on = now() + interval '2 days' WHERE id = ANY($1)`, [ids]);
    await sweep(`remind-3-${manual.cert.id}`);
    await waitUntil('the 3-day reminders', async () => (await reminded(manual.cert.id, 3)) && (await reminded(auto.cert.id, 3)));
    await sweep(`remind-again-${manual.cert.id}`);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mails(manual.domain)).map((m) => m.subject)).toEqual([
      `Your SSL certificate for ${manual.domain} expires in 14 days`,
      `Your SSL certificate for ${manual.domain} expires in 3 days`,
    ]);
    // The delegated one renews by itself: no reminder.
    expect(await mails(auto.domain)).toEqual([]);
  });

  it('deletes a domain at any time: its pending order is abandoned, its certificates stay and stop renewing', async () => {
    const { id, cert } = await issued('gone');
    await post('/certificate/renew', { certificateId: cert.rootId }).expect(409);
    const del = await env.t.http.delete(`/api/ssl/domain?domainId=${id}`).set(a.headers).expect(200);
    expect(del.body.message).toMatch(/^Domain gone-[0-9a-f]{6}\.com deleted$/);
    await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(a.headers).expect(404);
    await env.t.http.delete(`/api/ssl/domain?domainId=${id}`).set(a.headers).expect(404);
    const after = await certificate(cert.id);
    expect(after).toMatchObject({ status: 'ISSUED', waitingForDns: false, renewalDue: null });
    // Downloadable still (it is valid at the CA); a new domain of the same name can be added.
    await env.t.http.get(`/api/ssl/certificate/download?certificateId=${cert.rootId}`).set(a.headers).expect(200);
    await post('/domain', { id: 0, domain: cert.domain, termsAccepted: true }).expect(200);
  });

  it("keeps every domain and certificate of company A out of company B's reach (404, never data)", async () => {
    const { id, cert } = await issued('tenant');
    const expectNotFound = async (res: { status: number; body: { status: string; data: unknown } }) => {
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('NOT_FOUND');
      expect(res.body.data).toBeNull();
    };
    await expectNotFound(await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(b.headers));
    await expectNotFound(await post('/domain/start-verification', { id }, b));
    await expectNotFound(await post('/domain/verify', { id }, b));
    await expectNotFound(await post('/domain/delegation/check', { id }, b));
    await expectNotFound(await env.t.http.delete(`/api/ssl/domain?domainId=${id}`).set(b.headers));
    await expectNotFound(await post('/certificate', { id: 0, domainId: id, csr: makeCsr([cert.domain]).csr, termsAccepted: true }, b));
    for (const ref of [cert.rootId, String(cert.id)]) {
      await expectNotFound(await env.t.http.get(`/api/ssl/certificate/download?certificateId=${ref}`).set(b.headers));
      await expectNotFound(await post('/certificate/revoke', { certificateId: ref }, b));
      await expectNotFound(await post('/certificate/renew', { certificateId: ref }, b));
    }
    const domains = (await env.t.http.get('/api/ssl/domain').set(b.headers).expect(200)).body.data;
    expect(domains.list.map((d: { id: number }) => d.id)).not.toContain(id);
    const certs = (await env.t.http.get('/api/ssl/certificate').set(b.headers).expect(200)).body.data;
    expect(certs.list.map((c: { id: number }) => c.id)).not.toContain(cert.id);
    expect((await env.t.http.get('/api/ssl/domain/select').set(b.headers).expect(200)).body.data.map((o: { id: number }) => o.id)).not.toContain(id);
    // Still A's, untouched.
    expect(await certificate(cert.id)).toMatchObject({ status: 'ISSUED' });
  });
});
