import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { storedColumns, type RowOf } from '../../../core/database/typed-select.js';

export type NameStatus = 'NONE' | 'PENDING' | 'PROCESSING' | 'VALID' | 'FAILED';
export type DelegationStatus = 'UNKNOWN' | 'NOT_DELEGATED' | 'DELEGATED' | 'WRONG_TARGET';

const DOMAIN_NAME = storedColumns('ssl_domain_names', [
  'id', 'domain_id', 'name', 'position', 'status', 'txt_value', 'authz_url', 'challenge_url', 'authz_expires_at', 'last_error', 'last_error_at',
  'validated_at', 'delegation_label', 'delegation_status', 'delegation_target_found', 'delegation_checked_at',
]);
export type DomainNameRow = RowOf<typeof DOMAIN_NAME>;

export interface AuthorizationState {
  status: NameStatus;
  txtValue: string | null;
  authzUrl: string | null;
  challengeUrl: string | null;
  expires: Date | null;
}

/** The names of a domain (itself and its twin), each with its ACME authorization and delegation. */
@Injectable()
export class DomainNamesRepository {
  async insert(domainId: number, names: { name: string; label: string }[]): Promise<void> {
    for (const [position, n] of names.entries()) {
      await sql(
        `INSERT INTO ssl_domain_names (company_id, domain_id, name, position, delegation_label) VALUES ($1, $2, $3, $4, $5)`,
        [currentCompanyId(), domainId, n.name, position, n.label],
      );
    }
  }

  async forDomains(domainIds: number[]): Promise<DomainNameRow[]> {
    if (!domainIds.length) return [];
    const { rows } = await sql(
      DOMAIN_NAME.select(`FROM ssl_domain_names WHERE company_id = $1 AND domain_id = ANY($2::bigint[]) ORDER BY domain_id, position`),
      [currentCompanyId(), domainIds],
    );
    return rows;
  }

  async forDomain(domainId: number): Promise<DomainNameRow[]> {
    return this.forDomains([domainId]);
  }

  async setAuthorization(id: string, state: AuthorizationState): Promise<void> {
    await sql(
      `UPDATE ssl_domain_names SET status = $3::varchar, txt_value = $4, authz_url = $5, challenge_url = $6, authz_expires_at = $7,
         validated_at = CASE WHEN $3::varchar = 'VALID' THEN coalesce(validated_at, now()) ELSE NULL END
       WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, state.status, state.txtValue, state.authzUrl, state.challengeUrl, state.expires],
    );
  }

  async setStatus(id: string, status: NameStatus, error?: string | null): Promise<void> {
    await sql(
      `UPDATE ssl_domain_names SET status = $3::varchar,
         validated_at = CASE WHEN $3::varchar = 'VALID' THEN coalesce(validated_at, now()) ELSE validated_at END,
         last_error = CASE WHEN $4::text IS NULL THEN last_error ELSE $4::text END,
         last_error_at = CASE WHEN $4::text IS NULL THEN last_error_at ELSE now() END
       WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, status, error ?? null],
    );
  }

  async recordFailure(domainId: number, name: string, reason: string): Promise<void> {
    await sql(`INSERT INTO ssl_validation_failures (company_id, domain_id, name, reason) VALUES ($1, $2, $3, $4)`, [currentCompanyId(), domainId, name, reason]);
  }

  /** Failed validations of the domain in the last hour, oldest first (the limit's window). */
  async failuresSince(domainId: number, since: Date): Promise<Date[]> {
    const { rows } = await sql(
      storedColumns('ssl_validation_failures', ['failed_at']).select(
        `FROM ssl_validation_failures WHERE company_id = $1 AND domain_id = $2 AND failed_at > $3 ORDER BY failed_at`,
      ),
      [currentCompanyId(), domainId, since],
    );
    return rows.map((r) => r.failed_at);
  }

  async setDelegation(id: string, status: DelegationStatus, found: string | null): Promise<void> {
    await sql(
      `UPDATE ssl_domain_names SET delegation_status = $3, delegation_target_found = $4, delegation_checked_at = now() WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, status, found],
    );
  }

  /**
   * For the DNS responder (platform context): the TXT value served under a delegation label, for a live
   * domain. undefined when the label is unknown (NXDOMAIN).
   */
  async txtForDelegationLabel(label: string): Promise<{ values: string[] } | undefined> {
    const { rows } = await sql(
      storedColumns('ssl_domain_names', ['txt_value']).select(`FROM ssl_domain_names n JOIN ssl_domains d ON d.id = n.domain_id AND d.company_id = n.company_id
       WHERE n.delegation_label = $1 AND d.deleted_at IS NULL`),
      [label],
    );
    if (!rows.length) return undefined;
    return { values: rows[0].txt_value ? [rows[0].txt_value] : [] };
  }
}
