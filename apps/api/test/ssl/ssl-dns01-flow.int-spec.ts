import { X509Certificate } from 'node:crypto';
import { createPublicKey } from 'node:crypto';
import { makeCsr, sslCompany, startSslEnv, uniqueDomain, unzip, type Session, type SslEnv } from './ssl-fixtures.js';

/**
 * The whole DNS-01 flow against a real ACME CA (Pebble) and real DNS (pebble-challtestsrv behind a
 * recursive resolver): domain and twin, the pre-check, CA-side failures and the hourly limit, CSR checks,
 * issuance, the zip, revocation seen by the CA.
 */
describe('SSL: domains through ACME DNS-01, certificates from a CSR', () => {
  let env: SslEnv;
  let a: Session;
  const txt = (name: string) => `_acme-challenge.${name}`;
  const caAsked = (name: string) => env.peers.caView.queries.some((q) => q.name === txt(name));

  beforeAll(async () => {
    env = await startSslEnv();
    a = await sslCompany(env.t);
  }, 120_000);
  afterAll(async () => env?.close());

  const post = (path: string, body: unknown, s: Session = a) => env.t.http.post(`/api/ssl${path}`).set(s.headers).send(body as object);
  const details = async (id: number, s: Session = a) => (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(s.headers).expect(200)).body.data;

  it('validates new domains with the spec\'s messages and the twin rule', async () => {
    expect((await post('/domain', { id: 0, termsAccepted: true }).expect(400)).body.message).toBe('Domain required');
    expect((await post('/domain', { id: 0, domain: 'not a domain', termsAccepted: true }).expect(400)).body.message).toBe('Invalid domain format');
    expect((await post('/domain', { id: 0, domain: 'example.abcdefg', termsAccepted: true }).expect(400)).body.message).toBe('Invalid domain format');
    expect((await post('/domain', { id: 0, domain: uniqueDomain('terms') }).expect(400)).body.message).toBe('Please accept the terms and conditions');
    expect((await post('/domain', { id: 0, domain: uniqueDomain('terms'), termsAccepted: false }).expect(400)).body.message).toBe('Please accept the terms and conditions');

    const sub = `shop.${uniqueDomain('sub')}`;
    const created = (await post('/domain', { id: 0, domain: sub.toUpperCase(), coverWwwNonWWW: true, termsAccepted: true }).expect(200)).body;
    expect(created.message).toBe(`Domain ${sub} added`);
    expect(created.data).toMatchObject({ domain: sub, verified: false, verificationStatus: 'Pending', challengeGenerated: false, coverWwwNonWWW: false, twin: null });
    expect(created.data.names.map((n: { name: string }) => n.name)).toEqual([sub]);
    expect((await post('/domain', { id: 0, domain: sub, termsAccepted: true }).expect(409)).body.message).toBe(`${sub} is already in your domains`);
    const www = `www.${uniqueDomain('w')}`;
    const twin = (await post('/domain', { id: 0, domain: www, termsAccepted: true }).expect(200)).body.data;
    expect(twin).toMatchObject({ coverWwwNonWWW: true, twin: www.slice(4) });
    expect((await post('/domain', { id: twin.id, domain: www, termsAccepted: true }).expect(409)).body.message).toBe('A domain cannot be changed: delete it and add it again');
  });

  it('verifies a domain and its twin each on its own, after the TXT pre-check', async () => {
    const domain = uniqueDomain('alpha');
    const twin = `www.${domain}`;
    const { id } = (await post('/domain', { id: 0, domain, coverWwwNonWWW: true, termsAccepted: true }).expect(200)).body.data;
    expect((await post('/domain/verify', { id }).expect(409)).body.message).toBe(`Start verification of ${domain} first`);

    const started = (await post('/domain/start-verification', { id }).expect(200)).body;
    expect(started.message).toBe(`Verification of ${domain} started: add the TXT record(s), then press Verify`);
    expect(started.data).toMatchObject({ domain, verified: false, challengeGenerated: true, type: 'TXT', ttl: 300, Key: txt(domain) });
    expect(started.data.Value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [own, other] = started.data.records;
    expect(own).toMatchObject({ name: domain, Key: txt(domain), Value: started.data.Value, status: 'PENDING' });
    expect(other).toMatchObject({ name: twin, Key: txt(twin), status: 'PENDING' });
    expect(other.Value).not.toBe(own.Value);
    expect(own.delegation).toMatchObject({ recordName: txt(domain), status: 'UNKNOWN', target: expect.stringMatching(/^[0-9a-f]{20}\.acme\.bizdesk\.test$/) });
    // A double click on Start keeps the same challenge.
    const again = (await post('/domain/start-verification', { id }).expect(200)).body.data;
    expect(again.records.map((r: { Value: string }) => r.Value)).toEqual([own.Value, other.Value]);

    // Nothing in DNS yet: a plain message, and the CA is not asked.
    const missing = await post('/domain/verify', { id }).expect(400);
    expect(missing.body.message).toBe(`TXT record ${txt(domain)} not found yet; DNS changes can take a few minutes`);
    await env.peers.setTxt(txt(domain), 'an-old-value');
    const wrong = await post('/domain/verify', { id }).expect(400);
    expect(wrong.body.message).toBe(`TXT record ${txt(domain)} does not have the expected value yet (found "an-old-value"); DNS changes can take a few minutes`);
    expect(caAsked(domain) || caAsked(twin)).toBe(false);
    expect((await details(id)).records.map((r: { status: string }) => r.status)).toEqual(['PENDING', 'PENDING']);

    // The domain's own record first: verified on its own, the twin still pending.
    await env.peers.setTxt(txt(domain), own.Value);
    const first = (await post('/domain/verify', { id, name: domain }).expect(200)).body;
    expect(caAsked(domain)).toBe(true);
    expect(first.data.verified).toBe(false);
    expect(first.data.records.map((r: { status: string }) => r.status)).toEqual(['VALID', 'PENDING']);
    expect((await post('/domain/verify', { id, name: 'other.com' }).expect(400)).body.message).toBe(`other.com is not a name of ${domain}`);

    await env.peers.setTxt(txt(twin), other.Value);
    const done = (await post('/domain/verify', { id }).expect(200)).body;
    expect(done.message).toBe(`${domain} verified`);
    expect(done.data).toMatchObject({ verified: true, challengeGenerated: true });
    const list = (await env.t.http.get(`/api/ssl/domain?q=${encodeURIComponent(JSON.stringify({ search: domain }))}`).set(a.headers).expect(200)).body.data;
    expect(list.list).toEqual([expect.objectContaining({ id, domain, verified: true, verificationStatus: 'Verified' })]);
    const options = (await env.t.http.get('/api/ssl/domain/select').set(a.headers).expect(200)).body.data;
    expect(options).toContainEqual({ id, name: domain });
    expect((await post('/domain/verify', { id }).expect(200)).body.message).toBe(`${domain} is already verified`);
  });

  it("shows the CA's reason for a failed validation, lets it be retried, and stops at 5 failures an hour", async () => {
    const domain = uniqueDomain('fails');
    const { id } = (await post('/domain', { id: 0, domain, coverWwwNonWWW: false, termsAccepted: true }).expect(200)).body.data;
    for (let round = 1; round <= 5; round++) {
      const { Value } = (await post('/domain/start-verification', { id }).expect(200)).body.data;
      // Our view of DNS has the right value; what the CA sees does not (a DNS provider's servers out of step).
      await env.peers.setTxt(txt(domain), Value);
      env.peers.caView.override(txt(domain), ['stale-value']);
      const res = await post('/domain/verify', { id }).expect(422);
      expect(res.body.status).toBe('UNPROCESSABLE_ENTITY');
      expect(res.body.message).toMatch(new RegExp(`^Validation of ${domain.replace(/\./g, '\\.')} failed: Correct value not found for DNS challenge\\. Start verification again for a new TXT value$`));
      const d = await details(id);
      expect(d.failuresLastHour).toBe(round);
      expect(d.records[0]).toMatchObject({ status: 'FAILED', lastError: 'Correct value not found for DNS challenge' });
      expect(d.challengeGenerated).toBe(false);
    }
    const { Value } = (await post('/domain/start-verification', { id }).expect(200)).body.data;
    await env.peers.setTxt(txt(domain), Value);
    env.peers.caView.clearOverride(txt(domain));
    const before = env.peers.caView.queries.length;
    const limited = await post('/domain/verify', { id }).expect(429);
    expect(limited.body.message).toMatch(new RegExp(`^5 validations of ${domain.replace(/\./g, '\\.')} failed in the last hour \\(the certificate authority's limit\\); try again after \\d\\d:\\d\\d UTC$`));
    expect(env.peers.caView.queries.length).toBe(before);
    expect((await details(id)).retryAfter).toEqual(expect.any(String));

    // An hour later (the failures aged in the database), the retry goes through.
    await env.owner.query(`UPDATE ssl_validation_failures SET failed_at = failed_at - interval '61 minutes' WHERE domain_id = $1`, [id]);
    const okRes = await post('/domain/verify', { id });
    expect(okRes.body.message).toBe(`${domain} verified`);
    const ok = okRes.body;
    expect(ok.message).toBe(`${domain} verified`);
  });

  it('checks the CSR, issues the certificate, zips it with its chain, and revokes it at the CA', async () => {
    const domain = uniqueDomain('cert');
    const twin = `www.${domain}`;
    const { id } = (await post('/domain', { id: 0, domain, termsAccepted: true }).expect(200)).body.data;
    const good = makeCsr([domain, twin]);
    // Not verified yet.
    expect((await post('/certificate', { id: 0, domainId: id, csr: good.csr, termsAccepted: true }).expect(409)).body.message).toBe(`Verify ${domain} before requesting a certificate`);
    const started = (await post('/domain/start-verification', { id }).expect(200)).body.data;
    for (const r of started.records) await env.peers.setTxt(r.Key, r.Value);
    await post('/domain/verify', { id }).expect(200);

    expect((await post('/certificate', { id: 0, csr: good.csr, termsAccepted: true }).expect(400)).body.message).toBe('Domain is required');
    expect((await post('/certificate', { id: 0, domainId: id, termsAccepted: true }).expect(400)).body.message).toBe('CSR is required');
    expect((await post('/certificate', { id: 0, domainId: id, csr: good.csr }).expect(400)).body.message).toBe('Please accept the terms and conditions');
    expect((await post('/certificate', { id: 0, domainId: 999999, csr: good.csr, termsAccepted: true }).expect(404)).body.message).toBe('Domain not found');
    const onlyOne = makeCsr([domain]);
    expect((await post('/certificate', { id: 0, domainId: id, csr: onlyOne.csr, termsAccepted: true }).expect(400)).body.message)
      .toBe(`The CSR must name exactly ${domain} and ${twin} (it names ${domain})`);
    const weak = makeCsr([domain, twin], ['rsa:1024']);
    expect((await post('/certificate', { id: 0, domainId: id, csr: weak.csr, termsAccepted: true }).expect(400)).body.message)
      .toBe("The CSR's RSA key has 1024 bits: at least 2048 are needed");
    expect((await post('/certificate', { id: 0, domainId: id, csr: 'garbage', termsAccepted: true }).expect(400)).body.message)
      .toBe('The CSR must be PEM text starting with -----BEGIN CERTIFICATE REQUEST-----');

    const issued = (await post('/certificate', { id: 0, domainId: id, csr: good.csr, termsAccepted: true }).expect(200)).body;
    expect(issued.message).toBe(`Certificate issued for ${domain}`);
    const cert = issued.data;
    expect(cert).toMatchObject({ domainId: id, domain, names: [domain, twin], status: 'ISSUED', rootId: expect.stringMatching(/^[a-z][a-z2-7]{15}$/) });
    expect(new Date(cert.expireOn).getTime()).toBeGreaterThan(new Date(cert.issuedOn).getTime());
    expect(new Date(cert.renewalDue).getTime()).toBeLessThan(new Date(cert.expireOn).getTime());
    // The same CSR again (a double click) makes no second certificate.
    expect((await post('/certificate', { id: 0, domainId: id, csr: good.csr, termsAccepted: true }).expect(409)).body.message)
      .toBe(`A certificate from this CSR already exists for ${domain}; renew it instead`);

    const res = await env.t.http.get(`/api/ssl/certificate/download?certificateId=${cert.rootId}`).set(a.headers)
      .buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${domain}_${cert.rootId}.zip"`);
    const files = await unzip(res.body as Buffer);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'certificate.pem', 'chain.pem', 'fullchain.pem']);
    const leaf = new X509Certificate(files['certificate.pem']);
    const intermediate = new X509Certificate(files['chain.pem']);
    const root = new X509Certificate(await env.peers.rootPem());
    expect(leaf.subjectAltName).toContain(`DNS:${domain}`);
    expect(leaf.subjectAltName).toContain(`DNS:${twin}`);
    expect(leaf.checkIssued(intermediate)).toBe(true);
    expect(leaf.verify(intermediate.publicKey)).toBe(true);
    expect(intermediate.verify(root.publicKey)).toBe(true);
    expect(files['fullchain.pem']).toBe(files['certificate.pem'] + files['chain.pem']);
    expect(leaf.publicKey.export({ type: 'spki', format: 'pem' })).toBe(createPublicKey(good.key).export({ type: 'spki', format: 'pem' }));
    expect(files['README.txt']).toContain(cert.rootId);
    // The stored certificate is sealed, never plain.
    const stored = await env.owner.query(`SELECT pem_ciphertext FROM ssl_certificate_issuances WHERE certificate_id = $1`, [cert.id]);
    expect(stored.rows[0].pem_ciphertext).not.toContain('BEGIN CERTIFICATE');

    const serial = leaf.serialNumber.toLowerCase();
    expect((await env.peers.certStatus(serial)).Status).toBe('Valid');
    const revoked = (await post('/certificate/revoke', { certificateId: cert.rootId }).expect(200)).body;
    expect(revoked.message).toBe(`Certificate for ${domain} revoked`);
    expect(revoked.data).toMatchObject({ status: 'REVOKED', revokedOn: expect.any(String) });
    expect((await env.peers.certStatus(serial)).Status).toBe('Revoked');
    expect((await post('/certificate/revoke', { certificateId: cert.rootId }).expect(409)).body.message).toBe('Only an issued certificate can be downloaded, revoked or renewed');
    await env.t.http.get(`/api/ssl/certificate/download?certificateId=${cert.rootId}`).set(a.headers).expect(409);
    const list = (await env.t.http.get('/api/ssl/certificate').set(a.headers).expect(200)).body.data;
    expect(list.list.find((c: { id: number }) => c.id === cert.id)).toMatchObject({ status: 'REVOKED' });
  });

  it('keeps one ACME account for the company, its key sealed and the terms accepted', async () => {
    const { rows } = await env.owner.query(
      `SELECT directory_url, key_ciphertext, account_url, terms_of_service_url FROM ssl_company_acme_accounts WHERE company_id = $1`, [a.companyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].directory_url).toBe(env.peers.directoryUrl);
    expect(rows[0].key_ciphertext).not.toContain('PRIVATE KEY');
    expect(rows[0].account_url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/my-account\//);
    expect(rows[0].terms_of_service_url).toEqual(expect.any(String));
  });

  it('counts domains and certificates on the SSL dashboard', async () => {
    const dash = (await env.t.http.get('/api/ssl/dashboard').set(a.headers).expect(200)).body.data;
    expect(dash).toEqual({ domains: 5, verifiedDomains: 3, certificates: 1, issuedCertificates: 0, expiringSoon: 0 });
  });
});
