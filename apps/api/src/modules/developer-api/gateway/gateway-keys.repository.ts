import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { GatewayKey } from './gateway-key-cache.js';

/**
 * The one cross-tenant read of the gateway: which company a presented key belongs to. It runs in the
 * platform context because the company is what it finds out; everything after it is tenant-scoped.
 */
@Injectable()
export class GatewayKeysRepository {
  constructor(private readonly runner: TenantRunner) {}

  byHash(hash: string): Promise<GatewayKey | null> {
    return this.runner.runAsPlatform(async () => {
      const { rows } = await sql<GatewayKey>(
        `SELECT k.id::int AS "keyId", k.company_id::int AS "companyId", k.active, c.active AS "companyActive",
                ARRAY(SELECT a.application_id FROM company_applications a WHERE a.company_id = k.company_id) AS apps
           FROM api_keys k JOIN companies c ON c.id = k.company_id
          WHERE k.key_hash = $1`,
        [hash],
      );
      return rows[0] ?? null;
    });
  }
}
