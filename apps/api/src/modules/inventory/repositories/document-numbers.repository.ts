import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

/** The series' next number (company, kind, year at `$first`..`$first + 2`); the row lock serialises concurrent callers to COMMIT. */
const takeNext = (first: number) => `INSERT INTO document_sequences (company_id, kind, financial_year, last_number) VALUES ($${first}, $${first + 1}, $${first + 2}, 1)
       ON CONFLICT (company_id, kind, financial_year) DO UPDATE SET last_number = document_sequences.last_number + 1
       RETURNING last_number AS n`;

@Injectable()
export class DocumentNumbersRepository {
  /** The next running number of (company, kind, year); the row lock serialises concurrent callers. */
  async next(companyId: number, kind: string, financialYear: string): Promise<number> {
    const { rows } = await sql<{ n: number }>(takeNext(1), [companyId, kind, financialYear]);
    return rows[0].n;
  }

  /**
   * The next running number, written as `prefix` and at least five digits (formatDocumentNumber's padding, checked
   * by the caller), and `write` (DocumentNumbersService's NumberedWrite) done in the same statement: one round trip from taking the series' row to the
   * rows that carry the number.
   */
  async nextWritten(companyId: number, kind: string, financialYear: string, prefix: string, write: { ctes: string; params: unknown[] }): Promise<{ n: number; number: string }> {
    const k = write.params.length;
    const { rows } = await sql<{ n: number; number: string }>(
      `WITH taken AS (${takeNext(k + 1)}),
       numbered AS (SELECT n, $${k + 4}::text || CASE WHEN n < 100000 THEN lpad(n::text, 5, '0') ELSE n::text END AS number FROM taken),
       ${write.ctes}
       SELECT n, number FROM numbered`,
      [...write.params, companyId, kind, financialYear, prefix],
    );
    return rows[0];
  }
}
