import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { GatewayKey } from './gateway-key-cache.js';

/**
 * The cross-tenant reads of the gateway: which company a presented key belongs to, and whether a browser
 * origin is listed on any usable key (a CORS preflight carries no key). They run in the platform context
 * because the company is what they find out; everything after them is tenant-scoped.
 */
@Injectable()
export class GatewayKeysRepository {
  constructor(private readonly runner: TenantRunner) {}

  byHash(hash: string): Promise<GatewayKey | null> {
    return this.runner.runAsPlatform(async () => {
      const { rows } = await sql<Omit<GatewayKey, 'expiresAt'> & { expiresAt: string | null }>(
        `SELECT k.id::int AS "keyId", k.company_id::int AS "companyId", k.active, c.active AS "companyActive",
                ARRAY(SELECT a.application_id FROM company_applications a WHERE a.company_id = k.company_id) AS apps,
                (extract(epoch FROM k.expires_at) * 1000)::bigint::text AS "expiresAt", k.allowed_origins::text[] AS origins
           FROM api_keys k JOIN companies c ON c.id = k.company_id
          WHERE k.key_hash = $1`,
        [hash],
      );
      const row = rows[0];
      return row ? { ...row, expiresAt: row.expiresAt === null ? null : Number(row.expiresAt) } : null;
    });
  }

  /**
   * Whether `origin` is listed on an active, unexpired key of an active company subscribed to `appId`: the
   * only keys whose calls from that origin could succeed.
   */
  originAllowed(origin: string, appId: number, now: Date): Promise<boolean> {
    return this.runner.runAsPlatform(async () => {
      const { rows } = await sql<{ ok: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM api_keys k JOIN companies c ON c.id = k.company_id
            WHERE k.allowed_origins @> ARRAY[$1]::varchar[] AND k.active AND (k.expires_at IS NULL OR k.expires_at > $3) AND c.active
              AND EXISTS (SELECT 1 FROM company_applications a WHERE a.company_id = k.company_id AND a.application_id = $2)) AS ok`,
        [origin, appId, now],
      );
      return rows[0].ok;
    });
  }
}
