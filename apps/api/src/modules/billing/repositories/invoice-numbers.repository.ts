import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

/**
 * The running number of the provider's invoices per financial year (platform data). Taken in the invoice's
 * own transaction with a row lock held to its commit, so a rolled-back invoice gives its number back and
 * the series has no gaps; concurrent invoices queue on the row only for that short tail.
 */
@Injectable()
export class InvoiceNumbersRepository {
  async next(financialYear: string): Promise<number> {
    const { rows } = await sql<{ n: number }>(
      `INSERT INTO invoice_number_sequences (financial_year, last_number) VALUES ($1, 1)
       ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_number_sequences.last_number + 1
       RETURNING last_number AS n`,
      [financialYear],
    );
    return rows[0].n;
  }

  /** The credit notes' own series (CN/2627/00001), same rules. */
  async nextCreditNote(financialYear: string): Promise<number> {
    const { rows } = await sql<{ n: number }>(
      `INSERT INTO credit_note_number_sequences (financial_year, last_number) VALUES ($1, 1)
       ON CONFLICT (financial_year) DO UPDATE SET last_number = credit_note_number_sequences.last_number + 1
       RETURNING last_number AS n`,
      [financialYear],
    );
    return rows[0].n;
  }
}
