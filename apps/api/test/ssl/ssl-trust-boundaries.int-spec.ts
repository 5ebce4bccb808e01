import { makeCsr, sslCompany, startSslEnv, uniqueDomain, type Session, type SslEnv } from './ssl-fixtures.js';

/**
 * What one company proved to the CA never counts for another (issue 24 item 1), against a CA that reuses
 * an account's valid authorizations on every order (Pebble with PEBBLE_AUTHZREUSE=100, as Let's Encrypt
 * does for about 30 days); and an account the CA forgot is registered again (item 7).
 */
describe('SSL: each company proves its own domains to the CA', () => {
  let env: SslEnv;
  let a: Session;
  let b: Session;
  const txt = (name: string) => `_acme-challenge.${name}`;

  beforeAll(async () => {
    env = await startSslEnv({}, { authzReuse: 100 });
    a = await sslCompany(env.t);
    b = await sslCompany(env.t);
  }, 120_000);
  afterAll(async () => env?.close());

  const post = (s: Session, path: string, body: object) => env.t.http.post(`/api/ssl${path}`).set(s.headers).send(body);
  const details = async (s: Session, id: number) => (await env.t.http.get(`/api/ssl/domain/verification/details?domainId=${id}`).set(s.headers).expect(200)).body.data;
  const addDomain = async (s: Session, domain: string) => (await post(s, '/domain', { id: 0, domain, coverWwwNonWWW: false, termsAccepted: true }).expect(200)).body.data.id as number;

  /** Adds the domain, starts, publishes the TXT value and verifies: the company really controls the name. */
  async function verifyAsOwner(s: Session, domain: string): Promise<{ id: number; value: string }> {
    const id = await addDomain(s, domain);
    const started = (await post(s, '/domain/start-verification', { id }).expect(200)).body.data;
    await env.peers.setTxt(txt(domain), started.Value);
    expect((await post(s, '/domain/verify', { id }).expect(200)).body.message).toBe(`${domain} verified`);
    return { id, value: started.Value };
  }

  it("does not verify another company's verified name for B, however often B presses Verify, until B's own TXT value is published", async () => {
    const domain = uniqueDomain('victim');
    const own = await verifyAsOwner(a, domain);
    const cert = (await post(a, '/certificate', { id: 0, domainId: own.id, csr: makeCsr([domain]).csr, termsAccepted: true }).expect(200)).body.data;
    expect(cert.status).toBe('ISSUED');

    // B adds the same name. The CA holds a valid authorization for it, but not in B's account.
    const id = await addDomain(b, domain);
    const started = (await post(b, '/domain/start-verification', { id }).expect(200)).body.data;
    expect(started).toMatchObject({ verified: false, challengeGenerated: true });
    expect(started.records[0]).toMatchObject({ name: domain, status: 'PENDING' });
    expect(started.Value).not.toBe(own.value);

    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await post(b, '/domain/verify', { id }).expect(400);
      expect(res.body.message).toBe(`TXT record ${txt(domain)} does not have the expected value yet (found "${own.value}"); DNS changes can take a few minutes`);
      expect((await post(b, '/domain/start-verification', { id }).expect(200)).body.data.verified).toBe(false);
    }
    expect((await details(b, id)).verified).toBe(false);
    const csr = makeCsr([domain]).csr;
    expect((await post(b, '/certificate', { id: 0, domainId: id, csr, termsAccepted: true }).expect(409)).body.message).toBe(`Verify ${domain} before requesting a certificate`);
    expect((await env.t.http.get('/api/ssl/domain/select').set(b.headers).expect(200)).body.data).toEqual([]);
    const issuedToB = await env.owner.query(`SELECT count(*)::int AS n FROM ssl_certificate_issuances WHERE company_id = $1`, [b.companyId]);
    expect(issuedToB.rows[0].n).toBe(0);

    // Only B's own TXT value, published where the CA looks, verifies the name for B.
    const value = (await details(b, id)).Value;
    await env.peers.setTxt(txt(domain), value);
    expect((await post(b, '/domain/verify', { id }).expect(200)).body.message).toBe(`${domain} verified`);
  });

  it("reuses the company's own earlier validation, but not a valid authorization it was never handed pending", async () => {
    const domain = uniqueDomain('reuse');
    const first = await verifyAsOwner(a, domain);

    // Deleted and added again: the CA reuses A's own valid authorization, which A validated itself.
    await env.t.http.delete(`/api/ssl/domain?domainId=${first.id}`).set(a.headers).expect(200);
    const again = await addDomain(a, domain);
    const reused = (await post(a, '/domain/start-verification', { id: again }).expect(200)).body.data;
    expect(reused).toMatchObject({ verified: true, Value: first.value });
    const cert = (await post(a, '/certificate', { id: 0, domainId: again, csr: makeCsr([domain]).csr, termsAccepted: true }).expect(200)).body.data;
    expect(cert.status).toBe('ISSUED');

    // The same valid authorization, with no record that A was handed it pending (an account key that was
    // shared before per-company accounts): it is not counted; the CA is made to validate afresh.
    await env.t.http.delete(`/api/ssl/domain?domainId=${again}`).set(a.headers).expect(200);
    await env.owner.query(`DELETE FROM ssl_acme_authorizations WHERE company_id = $1 AND name = $2`, [a.companyId, domain]);
    const third = await addDomain(a, domain);
    const fresh = (await post(a, '/domain/start-verification', { id: third }).expect(200)).body.data;
    expect(fresh).toMatchObject({ verified: false, challengeGenerated: true });
    expect(fresh.records[0].status).toBe('PENDING');
    expect(fresh.Value).not.toBe(first.value);
    await post(a, '/domain/verify', { id: third }).expect(400);
    await env.peers.setTxt(txt(domain), fresh.Value);
    expect((await post(a, '/domain/verify', { id: third }).expect(200)).body.message).toBe(`${domain} verified`);
  });

  it('registers the account again when the CA no longer knows it, and carries on', async () => {
    await verifyAsOwner(a, uniqueDomain('before'));
    const account = async () => (await env.owner.query(
      `SELECT id, account_url, registered_at FROM ssl_company_acme_accounts WHERE company_id = $1`, [a.companyId])).rows;
    const [before] = await account();

    await env.peers.restartPebble();

    const domain = uniqueDomain('after');
    const id = await addDomain(a, domain);
    const started = (await post(a, '/domain/start-verification', { id }).expect(200)).body.data;
    await env.peers.setTxt(txt(domain), started.Value);
    expect((await post(a, '/domain/verify', { id }).expect(200)).body.message).toBe(`${domain} verified`);
    const cert = (await post(a, '/certificate', { id: 0, domainId: id, csr: makeCsr([domain]).csr, termsAccepted: true }).expect(200)).body.data;
    expect(cert.status).toBe('ISSUED');

    // Registered again once: the same row (the same sealed key), a new account URL at the CA.
    const after = await account();
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    expect(after[0].account_url).not.toBe(before.account_url);
    expect(after[0].registered_at.getTime()).toBeGreaterThan(before.registered_at.getTime());

    // B's account, forgotten too, heals on B's next call the same way.
    const other = uniqueDomain('other');
    const otherId = await addDomain(b, other);
    expect((await post(b, '/domain/start-verification', { id: otherId }).expect(200)).body.data.records[0].status).toBe('PENDING');
  });
});
