import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface CompanyCountsRow { pending: string; active: string; inactive: string }
export interface PendingCompanyRow { id: string; name: string; contact_name: string; contact_email: string; created_at: Date }
export interface SubscriptionCountRow { application_id: number; companies: string }

/**
 * Read-only counts across tenants for the provider's dashboard (platform context). It reads the
 * companies and subscription tables directly rather than through their modules: a read model that
 * aggregates in SQL, writes nothing, and would otherwise need every module to grow a counting method.
 */
@Injectable()
export class ProviderOverviewRepository {
  async companyCounts(): Promise<CompanyCountsRow> {
    const { rows } = await sql<CompanyCountsRow>(
      `SELECT count(*) FILTER (WHERE NOT active AND activated_at IS NULL) AS pending,
              count(*) FILTER (WHERE active) AS active,
              count(*) FILTER (WHERE NOT active AND activated_at IS NOT NULL) AS inactive
         FROM companies WHERE NOT is_provider`,
    );
    return rows[0];
  }

  async pendingCompanies(limit: number): Promise<PendingCompanyRow[]> {
    const { rows } = await sql<PendingCompanyRow>(
      `SELECT id, name, contact_name, contact_email, created_at FROM companies
        WHERE NOT is_provider AND NOT active AND activated_at IS NULL
        ORDER BY created_at, id LIMIT $1`,
      [limit],
    );
    return rows;
  }

  /** Active companies subscribed to each application. */
  async subscriptionCounts(): Promise<SubscriptionCountRow[]> {
    const { rows } = await sql<SubscriptionCountRow>(
      `SELECT ca.application_id, count(*) AS companies
         FROM company_applications ca JOIN companies c ON c.id = ca.company_id
        WHERE c.active AND NOT c.is_provider
        GROUP BY ca.application_id ORDER BY ca.application_id`,
    );
    return rows;
  }
}
