import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, countOf, int, returning, select, type Expr, type Selection } from '../../../core/database/typed-select.js';

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

/** varchar[] read as text[]: pg parses both into strings; the cast keeps one array type on the wire. */
const textArray = (x: Expr<string[]>): Expr<string[]> => ({ sql: `${x.sql}::text[]` });

const k = columnsOf('api_keys', 'api_keys');
const KEY: Selection<ApiKeyRow> = {
  id: int(k.id), name: k.name, last4: k.last4, active: k.active, createdOn: k.created_at, modifiedOn: k.modified_at,
  allowedOrigins: textArray(k.allowed_origins), expiresAt: k.expires_at, replacedBy: int(k.replaced_by),
};
const KEYS = select<ApiKeyRow>(KEY, 'FROM api_keys WHERE company_id = $1 ORDER BY id DESC');
const KEY_WITH_SECRET = select<ApiKeyRow & { hash: string; ciphertext: string; version: number }>(
  { ...KEY, hash: k.key_hash, ciphertext: k.key_ciphertext, version: k.key_version },
  'FROM api_keys WHERE company_id = $1 AND id = $2',
);
/** An UPDATE of one key answering it. */
const updated = (set: string) => returning<ApiKeyRow>(`UPDATE api_keys SET ${set}, modified_at = now() WHERE company_id = $1 AND id = $2`, KEY);
const SET_ACTIVE = updated('active = $3');
const SET_ORIGINS = updated('allowed_origins = $3::varchar[]');
const MARK_ROTATED = updated('expires_at = $3, replaced_by = $4');
const INSERT_KEY = returning<ApiKeyRow>(
  `INSERT INTO api_keys (company_id, name, key_hash, key_ciphertext, key_version, last4, created_by, allowed_origins)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::varchar[])`,
  KEY,
);

@Injectable()
export class ApiKeysRepository {
  /** Serialises key creation and activation per company, so "at most 10 active" holds under parallel calls. */
  async lockCompanyKeys(companyId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtext('api_keys'), $1::int)`, [companyId]);
  }

  async activeCount(companyId: number): Promise<number> {
    // A rotated key on its way out does not count: rotating at the limit must stay possible.
    const { rows } = await sql(countOf(`FROM api_keys WHERE company_id = $1 AND active AND expires_at IS NULL`), [companyId]);
    return rows[0].n;
  }

  async insert(
    companyId: number,
    key: { name: string | null; hash: string; ciphertext: string; version: number; last4: string; allowedOrigins?: string[] },
    userId: number,
  ): Promise<ApiKeyRow> {
    const { rows } = await sql(
      INSERT_KEY,
      [companyId, key.name, key.hash, key.ciphertext, key.version, key.last4, userId, key.allowedOrigins ?? []],
    );
    return rows[0];
  }

  async list(companyId: number): Promise<ApiKeyRow[]> {
    return (await sql(KEYS, [companyId])).rows;
  }

  async find(companyId: number, id: number): Promise<(ApiKeyRow & { hash: string; ciphertext: string; version: number }) | null> {
    const { rows } = await sql(KEY_WITH_SECRET, [companyId, id]);
    return rows[0] ?? null;
  }

  async setActive(companyId: number, id: number, active: boolean): Promise<ApiKeyRow | null> {
    const { rows } = await sql(SET_ACTIVE, [companyId, id, active]);
    return rows[0] ?? null;
  }

  async setOrigins(companyId: number, id: number, origins: string[]): Promise<ApiKeyRow | null> {
    const { rows } = await sql(SET_ORIGINS, [companyId, id, origins]);
    return rows[0] ?? null;
  }

  /** The old key of a rotation: refused after `expiresAt`, pointing at the key that replaced it. */
  async markRotated(companyId: number, id: number, expiresAt: Date, replacedBy: number): Promise<ApiKeyRow | null> {
    const { rows } = await sql(MARK_ROTATED, [companyId, id, expiresAt, replacedBy]);
    return rows[0] ?? null;
  }

  async count(companyId: number): Promise<number> {
    return (await sql(countOf(`FROM api_keys WHERE company_id = $1`), [companyId])).rows[0].n;
  }
}
