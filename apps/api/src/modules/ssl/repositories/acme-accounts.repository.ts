import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface AcmeAccountRow {
  id: number;
  directory_url: string;
  key_ciphertext: string;
  key_version: number;
  account_url: string | null;
  terms_of_service_url: string | null;
}

/** The platform's ACME accounts (one per CA directory). Platform data: call inside the platform context. */
@Injectable()
export class AcmeAccountsRepository {
  /** Serialises first-use creation between requests, workers and instances. */
  async lockForCreation(): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtext('bizdesk:ssl:acme-account'))`);
  }

  async find(directoryUrl: string): Promise<AcmeAccountRow | undefined> {
    const { rows } = await sql<AcmeAccountRow>(
      `SELECT id, directory_url, key_ciphertext, key_version, account_url, terms_of_service_url FROM ssl_acme_accounts WHERE directory_url = $1`,
      [directoryUrl],
    );
    return rows[0];
  }

  async insert(directoryUrl: string, sealed: { ciphertext: string; version: number }, contactEmail: string | undefined): Promise<AcmeAccountRow> {
    const { rows } = await sql<AcmeAccountRow>(
      `INSERT INTO ssl_acme_accounts (directory_url, key_ciphertext, key_version, contact_email) VALUES ($1, $2, $3, $4)
       RETURNING id, directory_url, key_ciphertext, key_version, account_url, terms_of_service_url`,
      [directoryUrl, sealed.ciphertext, sealed.version, contactEmail ?? null],
    );
    return rows[0];
  }

  async markRegistered(id: number, accountUrl: string, termsUrl: string | null): Promise<void> {
    await sql(`UPDATE ssl_acme_accounts SET account_url = $2, terms_of_service_url = $3, registered_at = now() WHERE id = $1`, [id, accountUrl, termsUrl]);
  }
}
