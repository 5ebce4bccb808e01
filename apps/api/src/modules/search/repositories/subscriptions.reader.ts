import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

const APPLICATIONS = storedColumns('company_applications', ['application_id']).select('FROM company_applications WHERE company_id = $1');

/** The applications the company subscribes to (company_applications), as the SubscribedApplication check reads them. */
@Injectable()
export class SubscriptionsReader {
  async applicationIds(companyId: number): Promise<Set<number>> {
    const { rows } = await sql(APPLICATIONS, [companyId]);
    return new Set(rows.map((r) => r.application_id));
  }
}
