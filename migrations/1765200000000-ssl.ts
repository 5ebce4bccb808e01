import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addUpdatedAtTrigger, enableTenantRls, ensurePlatformContextCheck } from './lib/rls.js';

/**
 * The SSL service (application 9): domains verified through ACME DNS-01, certificates issued from the
 * customer's CSR, their renewals and reminders. The platform's one ACME account is platform data.
 */
export class Ssl1765200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await ensurePlatformContextCheck(q);
    // One account per CA directory; the key is AES-256-GCM sealed (SSL_ENCRYPTION_KEYS), never stored plain.
    await q.query(`CREATE TABLE ssl_acme_accounts (
      id serial PRIMARY KEY,
      directory_url text NOT NULL UNIQUE,
      key_ciphertext text NOT NULL,
      key_version integer NOT NULL,
      account_url text,
      terms_of_service_url text,
      contact_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      registered_at timestamptz
    )`);
    await q.query(`ALTER TABLE ssl_acme_accounts ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE ssl_acme_accounts FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY platform_only ON ssl_acme_accounts USING ((SELECT app_platform_context())) WITH CHECK ((SELECT app_platform_context()))`);

    await q.query(`CREATE TABLE ssl_domains (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id),
      domain varchar(253) NOT NULL CHECK (domain = lower(domain)),
      cover_www boolean NOT NULL DEFAULT true,
      verified boolean NOT NULL DEFAULT false,
      verified_at timestamptz,
      challenge_generated boolean NOT NULL DEFAULT false,
      order_url text,
      order_expires_at timestamptz,
      terms_accepted_at timestamptz NOT NULL,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      UNIQUE (company_id, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX ssl_domains_live_domain ON ssl_domains (company_id, domain) WHERE deleted_at IS NULL`);
    await enableTenantRls(q, 'ssl_domains');
    await addUpdatedAtTrigger(q, 'ssl_domains');

    // One row per name a domain covers (the domain, and its www/non-www twin): each has its own ACME
    // authorization and TXT value, and its own delegation label in the platform's challenge zone.
    await q.query(`CREATE TABLE ssl_domain_names (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      domain_id bigint NOT NULL,
      name varchar(253) NOT NULL,
      position smallint NOT NULL,
      status varchar(20) NOT NULL DEFAULT 'NONE' CHECK (status IN ('NONE', 'PENDING', 'PROCESSING', 'VALID', 'FAILED')),
      txt_value varchar(100),
      authz_url text,
      challenge_url text,
      authz_expires_at timestamptz,
      last_error text,
      last_error_at timestamptz,
      validated_at timestamptz,
      delegation_label varchar(40) NOT NULL UNIQUE,
      delegation_status varchar(20) NOT NULL DEFAULT 'UNKNOWN' CHECK (delegation_status IN ('UNKNOWN', 'NOT_DELEGATED', 'DELEGATED', 'WRONG_TARGET')),
      delegation_target_found text,
      delegation_checked_at timestamptz,
      FOREIGN KEY (company_id, domain_id) REFERENCES ssl_domains (company_id, id) ON DELETE CASCADE,
      UNIQUE (domain_id, name),
      UNIQUE (domain_id, position)
    )`);
    await enableTenantRls(q, 'ssl_domain_names');

    // Failed validations at the CA, for the 5 per domain per hour limit (the CA's own) and the panel.
    await q.query(`CREATE TABLE ssl_validation_failures (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      domain_id bigint NOT NULL,
      name varchar(253) NOT NULL,
      reason text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, domain_id) REFERENCES ssl_domains (company_id, id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX ssl_validation_failures_recent ON ssl_validation_failures (domain_id, failed_at DESC)`);
    await enableTenantRls(q, 'ssl_validation_failures');

    // A certificate is one lineage from one CSR: renewals replace its current issuance (kept below).
    await q.query(`CREATE TABLE ssl_certificates (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      domain_id bigint NOT NULL,
      root_id varchar(32) NOT NULL UNIQUE,
      domain varchar(253) NOT NULL,
      names text[] NOT NULL,
      csr text NOT NULL,
      csr_sha256 char(64) NOT NULL,
      status varchar(20) NOT NULL CHECK (status IN ('PENDING', 'ISSUED', 'FAILED', 'REVOKED', 'EXPIRED')),
      failure_reason text,
      current_issuance_id bigint,
      issued_on timestamptz,
      expire_on timestamptz,
      revoked_at timestamptz,
      waiting_for_dns boolean NOT NULL DEFAULT false,
      order_url text,
      renew_after timestamptz,
      next_attempt_at timestamptz,
      renewal_attempts integer NOT NULL DEFAULT 0,
      renewal_error text,
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, domain_id) REFERENCES ssl_domains (company_id, id),
      UNIQUE (company_id, id)
    )`);
    // A double click, or the same CSR twice, makes one live certificate.
    await q.query(`CREATE UNIQUE INDEX ssl_certificates_live_csr ON ssl_certificates (company_id, domain_id, csr_sha256) WHERE status IN ('PENDING', 'ISSUED')`);
    await q.query(`CREATE INDEX ssl_certificates_due ON ssl_certificates (next_attempt_at) WHERE status IN ('PENDING', 'ISSUED')`);
    await enableTenantRls(q, 'ssl_certificates');
    await addUpdatedAtTrigger(q, 'ssl_certificates');

    await q.query(`CREATE TABLE ssl_certificate_issuances (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      certificate_id bigint NOT NULL,
      serial varchar(80) NOT NULL,
      issued_on timestamptz NOT NULL,
      expire_on timestamptz NOT NULL,
      pem_ciphertext text NOT NULL,
      key_version integer NOT NULL,
      ari_cert_id text,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, certificate_id) REFERENCES ssl_certificates (company_id, id),
      UNIQUE (certificate_id, serial)
    )`);
    await enableTenantRls(q, 'ssl_certificate_issuances');
    await q.query(`ALTER TABLE ssl_certificates ADD FOREIGN KEY (current_issuance_id) REFERENCES ssl_certificate_issuances (id)`);

    // Reminder mails sent, one per issuance and threshold.
    await q.query(`CREATE TABLE ssl_certificate_reminders (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL,
      certificate_id bigint NOT NULL,
      serial varchar(80) NOT NULL,
      days_before integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, certificate_id) REFERENCES ssl_certificates (company_id, id),
      UNIQUE (certificate_id, serial, days_before)
    )`);
    await enableTenantRls(q, 'ssl_certificate_reminders');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE IF EXISTS ssl_certificates DROP CONSTRAINT IF EXISTS ssl_certificates_current_issuance_id_fkey`);
    for (const table of ['ssl_certificate_reminders', 'ssl_certificate_issuances', 'ssl_certificates', 'ssl_validation_failures', 'ssl_domain_names', 'ssl_domains', 'ssl_acme_accounts']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
