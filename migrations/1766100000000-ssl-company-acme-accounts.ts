import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from './lib/rls.js';

/**
 * Every company proves its own domains to the CA with its own ACME account (issue 24 item 1). The shared
 * account let one company's validation count for another: a CA reuses an account's valid authorizations.
 *
 * - ssl_company_acme_accounts: one account per company and CA directory, registered at first use; the key
 *   is sealed (SSL_ENCRYPTION_KEYS) and bound to the company.
 * - ssl_acme_authorizations: the authorizations this company was handed pending in its own orders (and
 *   validated). A valid authorization counts for the company only when it is recorded here.
 * - ssl_certificate_issuances.acme_account_id: the account an issuance came from (revocation must be
 *   signed by it); NULL for issuances of the old shared account (ssl_acme_accounts, kept for that only).
 *
 * Existing data: everything that pointed into the shared account (open orders, pending challenges,
 * unfinished finalizations) is forgotten, so the next Start Verification or renewal starts over in the
 * company's own account. A verified domain stays verified when exactly one company ever held its names
 * (then its validation was necessarily that company's own); a name that more than one company held (live or
 * deleted) cannot be attributed, and every domain with such a name goes back to Pending.
 */
export class SslCompanyAcmeAccounts1766100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ssl_company_acme_accounts (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      directory_url text NOT NULL,
      key_ciphertext text NOT NULL,
      key_version integer NOT NULL,
      account_url text,
      terms_of_service_url text,
      contact_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      registered_at timestamptz,
      UNIQUE (company_id, directory_url)
    )`);
    await enableTenantRls(q, 'ssl_company_acme_accounts');

    await q.query(`CREATE TABLE ssl_acme_authorizations (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      authz_url text NOT NULL,
      name varchar(253) NOT NULL,
      seen_pending_at timestamptz NOT NULL DEFAULT now(),
      validated_at timestamptz,
      UNIQUE (company_id, authz_url)
    )`);
    await enableTenantRls(q, 'ssl_acme_authorizations');

    await q.query(`ALTER TABLE ssl_certificate_issuances ADD COLUMN acme_account_id bigint REFERENCES ssl_company_acme_accounts(id)`);

    // The data changes below cross companies: row-level security is forced on these tables, and the owner
    // running migrations may not be a superuser, so it is lifted for this transaction only.
    const tables = ['ssl_domains', 'ssl_domain_names', 'ssl_certificates'];
    for (const t of tables) await q.query(`ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY`);

    // Names more than one company ever held: their verification cannot be attributed to one of them.
    await q.query(`WITH shared AS (
        SELECT n.name FROM ssl_domain_names n GROUP BY n.name HAVING count(DISTINCT n.company_id) > 1
      ), ambiguous AS (
        SELECT DISTINCT n.domain_id FROM ssl_domain_names n JOIN shared s ON s.name = n.name
      )
      UPDATE ssl_domains d SET verified = false, verified_at = NULL FROM ambiguous a WHERE d.id = a.domain_id AND d.verified`);
    // Orders of the shared account cannot be continued with a company's key.
    await q.query(`UPDATE ssl_domains SET order_url = NULL, order_expires_at = NULL, challenge_generated = verified
      WHERE order_url IS NOT NULL OR challenge_generated <> verified`);
    await q.query(`UPDATE ssl_domain_names n SET authz_url = NULL, challenge_url = NULL, authz_expires_at = NULL,
        status = CASE WHEN d.verified THEN 'VALID' ELSE 'NONE' END,
        txt_value = CASE WHEN d.verified THEN n.txt_value ELSE NULL END,
        validated_at = CASE WHEN d.verified THEN n.validated_at ELSE NULL END
      FROM ssl_domains d WHERE d.id = n.domain_id`);
    // A finalization left to a later attempt: the order is the shared account's; the next attempt orders again.
    await q.query(`UPDATE ssl_certificates SET order_url = NULL, next_attempt_at = least(coalesce(next_attempt_at, now()), now())
      WHERE order_url IS NOT NULL AND status IN ('PENDING', 'ISSUED')`);

    for (const t of tables) await q.query(`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ssl_certificate_issuances DROP COLUMN IF EXISTS acme_account_id`);
    await q.query(`DROP TABLE IF EXISTS ssl_acme_authorizations`);
    await q.query(`DROP TABLE IF EXISTS ssl_company_acme_accounts`);
  }
}
