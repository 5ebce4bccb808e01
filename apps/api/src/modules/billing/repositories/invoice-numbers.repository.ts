import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, returning } from '../../../core/database/typed-select.js';

/** The tables holding a running number per financial year (same columns: financial_year, last_number). */
type NumberSeries = 'invoice_number_sequences' | 'credit_note_number_sequences';

/** `INSERT ... ON CONFLICT DO UPDATE` taking the next number of one series (the first of a year is 1). */
function nextNumberOf(series: NumberSeries) {
  return returning<{ n: number }>(
    `INSERT INTO ${series} (financial_year, last_number) VALUES ($1, 1)
       ON CONFLICT (financial_year) DO UPDATE SET last_number = ${series}.last_number + 1`,
    { n: columnsOf(series, series).last_number },
  );
}

const NEXT_INVOICE_NUMBER = nextNumberOf('invoice_number_sequences');
const NEXT_CREDIT_NOTE_NUMBER = nextNumberOf('credit_note_number_sequences');

/**
 * The running number of the provider's invoices per financial year (platform data). Taken in the invoice's
 * own transaction with a row lock held to its commit, so a rolled-back invoice gives its number back and
 * the series has no gaps; concurrent invoices queue on the row only for that short tail.
 */
@Injectable()
export class InvoiceNumbersRepository {
  async next(financialYear: string): Promise<number> {
    return (await sql(NEXT_INVOICE_NUMBER, [financialYear])).rows[0].n;
  }

  /** The credit notes' own series (CN/2627/00001), same rules. */
  async nextCreditNote(financialYear: string): Promise<number> {
    return (await sql(NEXT_CREDIT_NOTE_NUMBER, [financialYear])).rows[0].n;
  }
}
