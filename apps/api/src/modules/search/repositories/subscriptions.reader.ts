import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

/** The applications the company subscribes to (company_applications), as the SubscribedApplication check reads them. */
@Injectable()
export class SubscriptionsReader {
  async applicationIds(companyId: number): Promise<Set<number>> {
    const { rows } = await sql<{ id: number }>(`SELECT application_id AS id FROM company_applications WHERE company_id = $1`, [companyId]);
    return new Set(rows.map((r) => Number(r.id)));
  }
}
