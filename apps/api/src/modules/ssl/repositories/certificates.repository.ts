import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import type { Tables } from '../../../core/database/schema.generated.js';
import { columnsOf, select, storedColumns, type RowOf } from '../../../core/database/typed-select.js';
import type { CertificateStatus } from '@bizdesk/shared';

const CERTIFICATE = storedColumns('ssl_certificates', [
  'id', 'company_id', 'domain_id', 'root_id', 'domain', 'names', 'csr', 'status', 'failure_reason', 'current_issuance_id', 'issued_on',
  'expire_on', 'revoked_at', 'waiting_for_dns', 'order_url', 'renew_after', 'next_attempt_at', 'renewal_attempts', 'renewal_error', 'created_at',
]);
export type CertificateRow = RowOf<typeof CERTIFICATE>;

/** An issued certificate; `acme_account_id` null: the platform's former shared account issued it. */
const ISSUANCE = storedColumns('ssl_certificate_issuances', ['id', 'serial', 'issued_on', 'expire_on', 'pem_ciphertext', 'key_version', 'acme_account_id']);
export type IssuanceRow = RowOf<typeof ISSUANCE>;
const c = columnsOf('ssl_certificates', 'c');

export const CERTIFICATE_SORTABLE: Record<string, string> = {
  id: 'id', domain: 'domain', issuedOn: 'issued_on', expireOn: 'expire_on', status: 'status',
};

/** Due work found by the platform-wide sweep: which company, which certificate. */
export interface DueCertificate {
  companyId: number;
  certificateId: number;
  dueAt: Date;
}

@Injectable()
export class CertificatesRepository {
  async page(query: ListQuery): Promise<{ rows: CertificateRow[]; total: number }> {
    const params: unknown[] = [currentCompanyId()];
    let where = `company_id = $1`;
    if (query.search) {
      params.push(likePattern(query.search));
      where += ` AND (domain ILIKE $${params.length} OR root_id ILIKE $${params.length} OR status ILIKE $${params.length})`;
    }
    const column = CERTIFICATE_SORTABLE[query.sortBy] ?? 'id';
    const total = Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ssl_certificates WHERE ${where}`, params)).rows[0].n);
    params.push(query.size, query.offset);
    const { rows } = await sql(
      CERTIFICATE.select(`FROM ssl_certificates WHERE ${where}
       ORDER BY ${column} ${query.sortDirection} NULLS LAST, id ${query.sortDirection} LIMIT $${params.length - 1} OFFSET $${params.length}`),
      params,
    );
    return { rows, total };
  }

  /** By numeric id or by root id (the download's certificateId). */
  async find(ref: { id?: number; rootId?: string }, opts: { lock?: boolean } = {}): Promise<CertificateRow | undefined> {
    const [clause, value] = ref.id !== undefined ? ['id = $2', ref.id] : ['root_id = $2', ref.rootId];
    const { rows } = await sql(
      CERTIFICATE.select(`FROM ssl_certificates WHERE company_id = $1 AND ${clause}${opts.lock ? ' FOR UPDATE' : ''}`),
      [currentCompanyId(), value],
    );
    return rows[0];
  }

  async forDomain(domainId: number, statuses: CertificateStatus[]): Promise<CertificateRow[]> {
    const { rows } = await sql(
      CERTIFICATE.select(`FROM ssl_certificates WHERE company_id = $1 AND domain_id = $2 AND status = ANY($3::text[]) ORDER BY id`),
      [currentCompanyId(), domainId, statuses],
    );
    return rows;
  }

  /** Inserts a PENDING certificate; undefined when a live one from the same CSR exists (double click). */
  async insertPending(input: { domainId: number; rootId: string; domain: string; names: string[]; csr: string; csrSha256: string; userId?: number }): Promise<CertificateRow | undefined> {
    const { rows } = await sql(
      CERTIFICATE.returning(`INSERT INTO ssl_certificates (company_id, domain_id, root_id, domain, names, csr, csr_sha256, status, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8)
       ON CONFLICT (company_id, domain_id, csr_sha256) WHERE status IN ('PENDING', 'ISSUED') DO NOTHING`),
      [currentCompanyId(), input.domainId, input.rootId, input.domain, input.names, input.csr, input.csrSha256, input.userId ?? null],
    );
    return rows[0];
  }

  async insertIssuance(
    certificateId: number,
    i: { serial: string; issuedOn: Date; expireOn: Date; sealed: { ciphertext: string; version: number }; ariCertId: string | null; accountId: string },
  ): Promise<number> {
    const { rows } = await sql(
      storedColumns('ssl_certificate_issuances', ['id']).returning(`INSERT INTO ssl_certificate_issuances (company_id, certificate_id, serial, issued_on, expire_on, pem_ciphertext, key_version, ari_cert_id, acme_account_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`),
      [currentCompanyId(), certificateId, i.serial, i.issuedOn, i.expireOn, i.sealed.ciphertext, i.sealed.version, i.ariCertId, i.accountId],
    );
    return Number(rows[0].id);
  }

  async issuance(id: number): Promise<IssuanceRow | undefined> {
    const { rows } = await sql(
      ISSUANCE.select('FROM ssl_certificate_issuances WHERE company_id = $1 AND id = $2'),
      [currentCompanyId(), id],
    );
    return rows[0];
  }

  async markIssued(id: number, issuanceId: number, issuedOn: Date, expireOn: Date, renewAfter: Date): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET status = 'ISSUED', current_issuance_id = $3, issued_on = $4, expire_on = $5, renew_after = $6,
         next_attempt_at = $6, renewal_attempts = 0, renewal_error = NULL, failure_reason = NULL, waiting_for_dns = false, order_url = NULL
       WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, issuanceId, issuedOn, expireOn, renewAfter],
    );
  }

  /** The order being finalized for this certificate (the CA is still processing it). */
  async setOrder(id: number, orderUrl: string | null): Promise<void> {
    await sql(`UPDATE ssl_certificates SET order_url = $3 WHERE company_id = $1 AND id = $2`, [currentCompanyId(), id, orderUrl]);
  }

  async markFailed(id: number, reason: string): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET status = 'FAILED', failure_reason = $3, next_attempt_at = NULL, waiting_for_dns = false WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, reason],
    );
  }

  async markRevoked(id: number): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET status = 'REVOKED', revoked_at = now(), next_attempt_at = NULL, waiting_for_dns = false WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id],
    );
    await sql(
      `UPDATE ssl_certificate_issuances SET revoked_at = now() WHERE company_id = $1 AND id = (SELECT current_issuance_id FROM ssl_certificates WHERE company_id = $1 AND id = $2)`,
      [currentCompanyId(), id],
    );
  }

  /** After a failed attempt: the error, the attempt count and when to try again (backoff). */
  async scheduleRetry(id: number, error: string, attempts: number, nextAttemptAt: Date): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET renewal_error = $3, renewal_attempts = $4, next_attempt_at = $5, waiting_for_dns = false WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, error, attempts, nextAttemptAt],
    );
  }

  /** The CA wants a new DNS check the customer must make: nothing is attempted until the domain is verified. */
  async waitForDns(id: number, message: string): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET waiting_for_dns = true, renewal_error = $3, next_attempt_at = NULL WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, message],
    );
  }

  /** The domain is verified again: its waiting certificates are due now. */
  async releaseWaiting(domainId: number): Promise<number[]> {
    const { rows } = await sql(
      storedColumns('ssl_certificates', ['id']).returning(`UPDATE ssl_certificates SET waiting_for_dns = false, next_attempt_at = now() WHERE company_id = $1 AND domain_id = $2 AND waiting_for_dns
       AND status IN ('PENDING', 'ISSUED')`),
      [currentCompanyId(), domainId],
    );
    return rows.map((r) => Number(r.id));
  }

  async stopRenewalsOf(domainId: number): Promise<void> {
    await sql(
      `UPDATE ssl_certificates SET next_attempt_at = NULL, waiting_for_dns = false,
         status = CASE WHEN status = 'PENDING' THEN 'FAILED' ELSE status END,
         failure_reason = CASE WHEN status = 'PENDING' THEN 'The domain was deleted before the certificate was issued' ELSE failure_reason END
       WHERE company_id = $1 AND domain_id = $2 AND status IN ('PENDING', 'ISSUED')`,
      [currentCompanyId(), domainId],
    );
  }

  async counts(): Promise<{ certificates: number; issued: number; expiringSoon: number }> {
    const { rows } = await sql<{ total: string; issued: string; soon: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE status = 'ISSUED') AS issued,
         count(*) FILTER (WHERE status = 'ISSUED' AND expire_on < now() + interval '14 days') AS soon
       FROM ssl_certificates WHERE company_id = $1`,
      [currentCompanyId()],
    );
    return { certificates: Number(rows[0].total), issued: Number(rows[0].issued), expiringSoon: Number(rows[0].soon) };
  }

  // ---- platform-wide (the sweep runs in the platform context) ----

  /** Certificates whose next attempt (first issuance finish or renewal) is due. */
  async dueWithTime(now: Date, limit: number): Promise<DueCertificate[]> {
    const { rows } = await sql(
      select<Pick<Tables['ssl_certificates'], 'company_id' | 'id' | 'next_attempt_at'>>({ company_id: c.company_id, id: c.id, next_attempt_at: c.next_attempt_at }, `FROM ssl_certificates c
       JOIN ssl_domains d ON d.id = c.domain_id AND d.company_id = c.company_id AND d.deleted_at IS NULL
       WHERE c.status IN ('PENDING', 'ISSUED') AND NOT c.waiting_for_dns AND c.next_attempt_at <= $1
       ORDER BY c.next_attempt_at LIMIT $2`),
      [now, limit],
    );
    // next_attempt_at is not null here: the WHERE compared it.
    return rows.map((r) => ({ companyId: Number(r.company_id), certificateId: Number(r.id), dueAt: new Date(r.next_attempt_at!) }));
  }

  /** Issued certificates expiring within `days` that have no reminder for that threshold yet. */
  async needingReminder(now: Date, days: number): Promise<{ companyId: number; certificateId: number; serial: string }[]> {
    const { rows } = await sql<{ company_id: string; id: string; serial: string }>(
      `SELECT c.company_id, c.id, i.serial FROM ssl_certificates c JOIN ssl_certificate_issuances i ON i.id = c.current_issuance_id
       WHERE c.status = 'ISSUED' AND c.expire_on <= $1::timestamptz + make_interval(days => $2) AND c.expire_on > $1
         AND NOT EXISTS (SELECT 1 FROM ssl_certificate_reminders r WHERE r.certificate_id = c.id AND r.serial = i.serial AND r.days_before = $2)`,
      [now, days],
    );
    return rows.map((r) => ({ companyId: Number(r.company_id), certificateId: Number(r.id), serial: r.serial }));
  }

  /** Marks expired certificates (platform-wide); answers how many. */
  async expire(now: Date): Promise<number> {
    const { affected } = await sql(`UPDATE ssl_certificates SET status = 'EXPIRED', next_attempt_at = NULL WHERE status = 'ISSUED' AND expire_on <= $1`, [now]);
    return affected;
  }

  /** Records a reminder; false when it was already sent (the unique key decides). */
  async recordReminder(certificateId: number, serial: string, days: number): Promise<boolean> {
    const { rows } = await sql(
      `INSERT INTO ssl_certificate_reminders (company_id, certificate_id, serial, days_before) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [currentCompanyId(), certificateId, serial, days],
    );
    return rows.length > 0;
  }
}
