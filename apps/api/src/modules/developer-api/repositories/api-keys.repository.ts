import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface ApiKeyRow {
  id: number;
  name: string | null;
  last4: string;
  active: boolean;
  createdOn: Date;
  modifiedOn: Date;
  allowedOrigins: string[];
  /** Set when the key was rotated: it is refused from then on. */
  expiresAt: Date | null;
  replacedBy: number | null;
}

const COLUMNS = `id::int AS id, name, last4, active, created_at AS "createdOn", modified_at AS "modifiedOn",
  allowed_origins::text[] AS "allowedOrigins", expires_at AS "expiresAt", replaced_by::int AS "replacedBy"`;

@Injectable()
export class ApiKeysRepository {
  /** Serialises key creation and activation per company, so "at most 10 active" holds under parallel calls. */
  async lockCompanyKeys(companyId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtext('api_keys'), $1::int)`, [companyId]);
  }

  async activeCount(companyId: number): Promise<number> {
    // A rotated key on its way out does not count: rotating at the limit must stay possible.
    const { rows } = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE company_id = $1 AND active AND expires_at IS NULL`, [companyId]);
    return rows[0].n;
  }

  async insert(
    companyId: number,
    key: { name: string | null; hash: string; ciphertext: string; version: number; last4: string; allowedOrigins?: string[] },
    userId: number,
  ): Promise<ApiKeyRow> {
    const { rows } = await sql<ApiKeyRow>(
      `INSERT INTO api_keys (company_id, name, key_hash, key_ciphertext, key_version, last4, created_by, allowed_origins)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::varchar[]) RETURNING ${COLUMNS}`,
      [companyId, key.name, key.hash, key.ciphertext, key.version, key.last4, userId, key.allowedOrigins ?? []],
    );
    return rows[0];
  }

  async list(companyId: number): Promise<ApiKeyRow[]> {
    return (await sql<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE company_id = $1 ORDER BY id DESC`, [companyId])).rows;
  }

  async find(companyId: number, id: number): Promise<(ApiKeyRow & { hash: string; ciphertext: string; version: number }) | null> {
    const { rows } = await sql<ApiKeyRow & { hash: string; ciphertext: string; version: number }>(
      `SELECT ${COLUMNS}, key_hash AS hash, key_ciphertext AS ciphertext, key_version AS version
         FROM api_keys WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  async setActive(companyId: number, id: number, active: boolean): Promise<ApiKeyRow | null> {
    const { rows } = await sql<ApiKeyRow>(
      `UPDATE api_keys SET active = $3, modified_at = now() WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, active],
    );
    return rows[0] ?? null;
  }

  async setOrigins(companyId: number, id: number, origins: string[]): Promise<ApiKeyRow | null> {
    const { rows } = await sql<ApiKeyRow>(
      `UPDATE api_keys SET allowed_origins = $3::varchar[], modified_at = now() WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, origins],
    );
    return rows[0] ?? null;
  }

  /** The old key of a rotation: refused after `expiresAt`, pointing at the key that replaced it. */
  async markRotated(companyId: number, id: number, expiresAt: Date, replacedBy: number): Promise<ApiKeyRow | null> {
    const { rows } = await sql<ApiKeyRow>(
      `UPDATE api_keys SET expires_at = $3, replaced_by = $4, modified_at = now() WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, expiresAt, replacedBy],
    );
    return rows[0] ?? null;
  }

  async count(companyId: number): Promise<number> {
    return (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE company_id = $1`, [companyId])).rows[0].n;
  }
}
