import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * The ACME authorizations the company was handed while still pending, in its own orders: the CA validated
 * them (if it did) after the company was shown their TXT values. Only these count as proof for the company.
 */
@Injectable()
export class AcmeAuthorizationsRepository {
  async recordPending(authzUrl: string, name: string): Promise<void> {
    await sql(
      `INSERT INTO ssl_acme_authorizations (company_id, authz_url, name) VALUES ($1, $2, $3) ON CONFLICT (company_id, authz_url) DO NOTHING`,
      [currentCompanyId(), authzUrl, name],
    );
  }

  async markValidated(authzUrl: string): Promise<void> {
    await sql(
      `UPDATE ssl_acme_authorizations SET validated_at = coalesce(validated_at, now()) WHERE company_id = $1 AND authz_url = $2`,
      [currentCompanyId(), authzUrl],
    );
  }

  /** Which of these authorization URLs the company was handed pending. */
  async ownOf(authzUrls: string[]): Promise<Set<string>> {
    if (!authzUrls.length) return new Set();
    const { rows } = await sql(
      storedColumns('ssl_acme_authorizations', ['authz_url']).select(`FROM ssl_acme_authorizations WHERE company_id = $1 AND authz_url = ANY($2::text[])`),
      [currentCompanyId(), authzUrls],
    );
    return new Set(rows.map((r) => r.authz_url));
  }
}
