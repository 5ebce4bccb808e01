import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

@Injectable()
export class DocumentNumbersRepository {
  /** The next running number of (company, kind, year); the row lock serialises concurrent callers. */
  async next(companyId: number, kind: string, financialYear: string): Promise<number> {
    const { rows } = await sql<{ n: number }>(
      `INSERT INTO document_sequences (company_id, kind, financial_year, last_number) VALUES ($1, $2, $3, 1)
       ON CONFLICT (company_id, kind, financial_year) DO UPDATE SET last_number = document_sequences.last_number + 1
       RETURNING last_number AS n`,
      [companyId, kind, financialYear],
    );
    return rows[0].n;
  }
}
