import acme from 'acme-client';
import { createHash, X509Certificate } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_DB_ROLE } from '../../src/core/database/database-urls.js';
import { sealedCertificateBinding } from '../../src/modules/ssl/services/certificate-issuer.js';
import { CERTIFICATE_MESSAGES } from '../../src/modules/ssl/services/certificates.service.js';
import { SslSecrets } from '../../src/modules/ssl/services/ssl-secrets.js';
import { SslCompanyAcmeAccounts1766100000000 } from '../../../../migrations/1766100000000-ssl-company-acme-accounts.js';
import { makeCsr, sslCompany, startSslEnv, uniqueDomain, waitUntil, type Session, type SslEnv } from './ssl-fixtures.js';

/**
 * Migration 1766100000000 on data of the shared-account era: verifications one company alone can have made
 * stay, names several companies held go back to Pending, everything pointing into the shared account
 * (orders, challenges, a finalization) is forgotten, and the company then starts over with its own account.
 */
describe('SSL: data of the shared ACME account migrates to per-company accounts', () => {
  let env: SslEnv;
  let a: Session;
  let b: Session;
  const migration = new SslCompanyAcmeAccounts1766100000000();

  beforeAll(async () => {
    env = await startSslEnv();
    a = await sslCompany(env.t);
    b = await sslCompany(env.t);
  }, 120_000);
  afterAll(async () => env?.close());

  const q = (text: string, params: unknown[] = []) => env.owner.query(text, params);
  let label = 0;

  /** A domain as the shared-account code left it: its names' authorizations and its order at the old account. */
  async function legacyDomain(companyId: number, domain: string, state: { verified: boolean; order?: boolean }): Promise<number> {
    const { rows } = await q(
      `INSERT INTO ssl_domains (company_id, domain, cover_www, verified, verified_at, challenge_generated, order_url, terms_accepted_at)
       VALUES ($1, $2, false, $3, CASE WHEN $3 THEN now() END, true, $4, now()) RETURNING id`,
      [companyId, domain, state.verified, state.order ? `https://ca.example/order/${domain}` : null],
    );
    const id = Number(rows[0].id);
    label += 1;
    await q(
      `INSERT INTO ssl_domain_names (company_id, domain_id, name, position, status, txt_value, authz_url, challenge_url, validated_at, delegation_label)
       VALUES ($1, $2, $3, 0, $4::varchar, 'old-value', $5, $6, CASE WHEN $4::varchar = 'VALID' THEN now() END, $7)`,
      [companyId, id, domain, state.verified ? 'VALID' : 'PENDING', `https://ca.example/authz/${domain}/${companyId}`, `https://ca.example/chall/${domain}/${companyId}`,
        `${Date.now().toString(16)}${label.toString(16).padStart(8, '0')}`.slice(-20)],
    );
    return id;
  }

  it('keeps verifications one company alone made, resets names several held, and forgets the shared account\'s orders', async () => {
    const solo = uniqueDomain('solo');
    const shared = uniqueDomain('shared');
    const open = uniqueDomain('open');
    const soloId = await legacyDomain(a.companyId, solo, { verified: true, order: true });
    const sharedA = await legacyDomain(a.companyId, shared, { verified: true });
    const sharedB = await legacyDomain(b.companyId, shared, { verified: true });
    const openId = await legacyDomain(a.companyId, open, { verified: false, order: true });
    const { rows: [cert] } = await q(
      `INSERT INTO ssl_certificates (company_id, domain_id, root_id, domain, names, csr, csr_sha256, status, order_url, next_attempt_at)
       VALUES ($1, $2, 'legacymigration01', $3, $4, 'csr', repeat('a', 64), 'PENDING', 'https://ca.example/order/fin', now() + interval '1 day') RETURNING id`,
      [a.companyId, soloId, solo, [solo]],
    );

    const ds = new DataSource({ type: 'postgres', url: env.t.db.ownerUrl });
    await ds.initialize();
    const runner = ds.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
      // What the start-up does after migrating (ensureAppRole), for the two tables made again here.
      await runner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ssl_company_acme_accounts, ssl_acme_authorizations TO ${APP_DB_ROLE}`);
      await runner.query(`GRANT USAGE, SELECT ON SEQUENCE ssl_company_acme_accounts_id_seq, ssl_acme_authorizations_id_seq TO ${APP_DB_ROLE}`);
    } finally {
      await runner.release();
      await ds.destroy();
    }

    const domains = (await q(`SELECT id, verified, challenge_generated, order_url FROM ssl_domains WHERE id = ANY($1::bigint[]) ORDER BY id`, [[soloId, sharedA, sharedB, openId]])).rows;
    expect(domains.map((d) => [Number(d.id), d.verified, d.challenge_generated, d.order_url])).toEqual([
      [soloId, true, true, null],
      [sharedA, false, false, null],
      [sharedB, false, false, null],
      [openId, false, false, null],
    ]);
    const names = (await q(`SELECT domain_id, status, txt_value, authz_url, challenge_url FROM ssl_domain_names WHERE domain_id = ANY($1::bigint[]) ORDER BY domain_id`, [[soloId, sharedA, sharedB, openId]])).rows;
    expect(names.map((n) => [Number(n.domain_id), n.status, n.txt_value, n.authz_url, n.challenge_url])).toEqual([
      [soloId, 'VALID', 'old-value', null, null],
      [sharedA, 'NONE', null, null, null],
      [sharedB, 'NONE', null, null, null],
      [openId, 'NONE', null, null, null],
    ]);
    const certAfter = (await q(`SELECT order_url, next_attempt_at <= now() AS due FROM ssl_certificates WHERE id = $1`, [cert.id])).rows[0];
    expect(certAfter).toEqual({ order_url: null, due: true });

    // Through the console: the unattributable name asks for verification again, with the company's own account.
    const view = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${sharedB}`).set(b.headers).expect(200)).body.data;
    expect(view).toMatchObject({ verified: false, challengeGenerated: false, Value: null });
    const started = (await env.t.http.post('/api/ssl/domain/start-verification').set(b.headers).send({ id: sharedB }).expect(200)).body.data;
    expect(started.records[0]).toMatchObject({ status: 'PENDING', Value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const accounts = (await q(`SELECT company_id FROM ssl_company_acme_accounts WHERE company_id = ANY($1::bigint[])`, [[a.companyId, b.companyId]])).rows;
    expect(accounts.map((r) => Number(r.company_id))).toEqual([b.companyId]);
    const soloView = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${soloId}`).set(a.headers).expect(200)).body.data;
    expect(soloView).toMatchObject({ verified: true, challengeGenerated: true });
  });

  it("revokes a certificate of the shared account with that account, and renews one through the company's own", async () => {
    // The platform's former shared account, as the earlier code made it, and two certificates it issued.
    const directoryUrl = env.peers.directoryUrl;
    const key = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
    const shared = new acme.Client({ directoryUrl, accountKey: key, backoffAttempts: 10 });
    await shared.createAccount({ termsOfServiceAgreed: true });
    const secrets = env.t.app.get(SslSecrets);
    const sealedKey = secrets.seal(key, `acme-account:${directoryUrl}`);
    await q(`INSERT INTO ssl_acme_accounts (directory_url, key_ciphertext, key_version, account_url) VALUES ($1, $2, $3, $4)`,
      [directoryUrl, sealedKey.ciphertext, sealedKey.version, shared.getAccountUrl()]);

    const domain = uniqueDomain('legacy');
    const domainId = await legacyDomain(a.companyId, domain, { verified: true });
    async function legacyCertificate(rootId: string): Promise<{ id: number; serial: string }> {
      const { csr } = makeCsr([domain]);
      const order = await shared.createOrder({ identifiers: [{ type: 'dns', value: domain }] });
      for (const authz of await shared.getAuthorizations(order)) {
        if (authz.status === 'valid') continue;
        const challenge = authz.challenges.find((c) => c.type === 'dns-01')!;
        await env.peers.setTxt(`_acme-challenge.${domain}`, await shared.getChallengeKeyAuthorization(challenge));
        await shared.completeChallenge(challenge);
        await shared.waitForValidStatus(challenge);
      }
      const finalized = await shared.waitForValidStatus(await shared.finalizeOrder(order, csr));
      const pem = await shared.getCertificate(finalized);
      const [leaf, ...chain] = acme.crypto.splitPemChain(pem).map((p) => `${p.trim()}\n`);
      const x509 = new X509Certificate(leaf);
      const serial = x509.serialNumber.toLowerCase();
      const sealed = secrets.seal(JSON.stringify({ certificate: leaf, chain: chain.join(''), fullChain: leaf + chain.join('') }), sealedCertificateBinding(rootId, serial));
      const { rows: [cert] } = await q(
        `INSERT INTO ssl_certificates (company_id, domain_id, root_id, domain, names, csr, csr_sha256, status, issued_on, expire_on, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'ISSUED', $8, $9, $9) RETURNING id`,
        [a.companyId, domainId, rootId, domain, [domain], csr, createHash('sha256').update(csr).digest('hex'), new Date(x509.validFrom), new Date(x509.validTo)],
      );
      const { rows: [issuance] } = await q(
        `INSERT INTO ssl_certificate_issuances (company_id, certificate_id, serial, issued_on, expire_on, pem_ciphertext, key_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [a.companyId, cert.id, serial, new Date(x509.validFrom), new Date(x509.validTo), sealed.ciphertext, sealed.version],
      );
      await q(`UPDATE ssl_certificates SET current_issuance_id = $2 WHERE id = $1`, [cert.id, issuance.id]);
      return { id: Number(cert.id), serial };
    }
    const toRevoke = await legacyCertificate('legacyrevokeaaaa');
    const toRenew = await legacyCertificate('legacyrenewaaaaa');

    // Revocation must be signed by the account that issued it: the shared one.
    const revoked = (await env.t.http.post('/api/ssl/certificate/revoke').set(a.headers).send({ certificateId: 'legacyrevokeaaaa' }).expect(200)).body;
    expect(revoked.data.status).toBe('REVOKED');
    expect((await env.peers.certStatus(toRevoke.serial)).Status).toBe('Revoked');

    // Renewal orders through A's own account, whose CA holds no validation of A's: A proves the name again.
    const renew = await env.t.http.post('/api/ssl/certificate/renew').set(a.headers).send({ certificateId: 'legacyrenewaaaaa' }).expect(409);
    expect(renew.body.message).toBe(CERTIFICATE_MESSAGES.waitingDns(domain, [domain]));
    const details = (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${domainId}`).set(a.headers).expect(200)).body.data;
    expect(details.records[0].status).toBe('PENDING');
    await env.peers.setTxt(`_acme-challenge.${domain}`, details.records[0].Value);
    expect((await env.t.http.post('/api/ssl/domain/verify').set(a.headers).send({ id: domainId }).expect(200)).body.message).toBe(`${domain} verified`);
    const renewed = await waitUntil('the renewal through the company account', async () => {
      const { rows } = await q(
        `SELECT i.serial, i.acme_account_id FROM ssl_certificates c JOIN ssl_certificate_issuances i ON i.id = c.current_issuance_id WHERE c.id = $1`, [toRenew.id]);
      return rows[0]?.serial !== toRenew.serial && rows[0];
    });
    const { rows: [own] } = await q(`SELECT id FROM ssl_company_acme_accounts WHERE company_id = $1`, [a.companyId]);
    expect(renewed.acme_account_id).toBe(own.id);
    expect((await env.peers.certStatus(renewed.serial)).Status).toBe('Valid');
  });
});
