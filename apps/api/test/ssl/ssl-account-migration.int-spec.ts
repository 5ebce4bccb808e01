import { DataSource } from 'typeorm';
import { APP_DB_ROLE } from '../../src/core/database/database-urls.js';
import { SslCompanyAcmeAccounts1766100000000 } from '../../../../migrations/1766100000000-ssl-company-acme-accounts.js';
import { sslCompany, startSslEnv, uniqueDomain, type Session, type SslEnv } from './ssl-fixtures.js';

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
});
