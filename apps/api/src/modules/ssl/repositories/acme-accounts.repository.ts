import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { storedColumns, type RowOf } from '../../../core/database/typed-select.js';

const ACCOUNT_COLUMNS = ['id', 'directory_url', 'key_ciphertext', 'key_version', 'account_url', 'terms_of_service_url'] as const;
const ACCOUNT = storedColumns('ssl_company_acme_accounts', ACCOUNT_COLUMNS);
/** The platform's former shared account: the same columns, platform data. */
const SHARED_ACCOUNT = storedColumns('ssl_acme_accounts', ACCOUNT_COLUMNS);
export type AcmeAccountRow = RowOf<typeof ACCOUNT>;

/**
 * ACME accounts. Each company has its own per CA directory (tenant data, in the company's context); the
 * platform's old shared account (ssl_acme_accounts, platform data) is only read, to revoke what it issued.
 */
@Injectable()
export class AcmeAccountsRepository {
  /** Serialises the company's first use and re-registration between requests, workers and instances. */
  async lockForCompany(): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtext('bizdesk:ssl:acme-account:' || $1::text))`, [currentCompanyId()]);
  }

  async find(directoryUrl: string): Promise<AcmeAccountRow | undefined> {
    const { rows } = await sql(
      ACCOUNT.select(`FROM ssl_company_acme_accounts WHERE company_id = $1 AND directory_url = $2`),
      [currentCompanyId(), directoryUrl],
    );
    return rows[0];
  }

  async insert(directoryUrl: string, sealed: { ciphertext: string; version: number }, contactEmail: string | undefined): Promise<AcmeAccountRow> {
    const { rows } = await sql(
      ACCOUNT.returning(`INSERT INTO ssl_company_acme_accounts (company_id, directory_url, key_ciphertext, key_version, contact_email) VALUES ($1, $2, $3, $4, $5)`),
      [currentCompanyId(), directoryUrl, sealed.ciphertext, sealed.version, contactEmail ?? null],
    );
    return rows[0];
  }

  async markRegistered(id: string, accountUrl: string, termsUrl: string | null): Promise<void> {
    await sql(
      `UPDATE ssl_company_acme_accounts SET account_url = $3, terms_of_service_url = $4, registered_at = now() WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, accountUrl, termsUrl],
    );
  }

  /** The platform's former shared account at this directory (platform context). */
  async findShared(directoryUrl: string): Promise<RowOf<typeof SHARED_ACCOUNT> | undefined> {
    const { rows } = await sql(SHARED_ACCOUNT.select(`FROM ssl_acme_accounts WHERE directory_url = $1`), [directoryUrl]);
    return rows[0];
  }
}
