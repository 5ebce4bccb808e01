import { ConflictException, Injectable } from '@nestjs/common';
import { financialYearCode, formatDocumentNumber } from '@bizdesk/shared';
import { DocumentNumbersRepository } from '../repositories/document-numbers.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * Kinds of numbered documents: purchase orders, tax invoices, bills of supply, credit notes,
 * customer receipts, stock transfers and adjustments. Each has its own series.
 */
export type DocumentKind = 'PO' | 'INV' | 'BOS' | 'CN' | 'RCPT' | 'TRF' | 'ADJ';

/**
 * The rows that carry a document's number, written by the statement that takes it: data-modifying CTEs
 * (`name AS (INSERT ...), ...`) that read the number from `numbered (n, number)`, with their own parameters
 * numbered from $1.
 */
export interface NumberedWrite {
  ctes: string;
  params: unknown[];
}

/**
 * Running numbers per company, kind and Indian financial year: INV/2627/00001 (at most 16
 * characters whatever the count, see formatDocumentNumber). The counter is taken in the caller's
 * transaction, so a refused document gives its number back: the series has no gaps. A number
 * someone typed by hand (purchase orders only) is skipped, never reused.
 */
@Injectable()
export class DocumentNumbersService {
  constructor(private readonly numbers: DocumentNumbersRepository) {}

  async next(kind: DocumentKind, date: string, taken?: (candidate: string) => Promise<boolean>): Promise<string> {
    const companyId = currentCompanyId();
    const year = financialYearCode(date);
    for (;;) {
      const n = await this.numbers.next(companyId, kind, year);
      let candidate: string;
      try {
        candidate = formatDocumentNumber(kind, date, n);
      } catch (e) {
        throw new ConflictException((e as Error).message);
      }
      if (!taken || !(await taken(candidate))) return candidate;
    }
  }

  /**
   * The next number, and the rows that carry it written in the same statement (issue 32 item 2): the series'
   * row is locked from that statement to COMMIT, so a caller that takes the number after the rest of its work
   * holds it for that statement and what must follow it, not for the whole document, and concurrent documents
   * of the series queue for that long only. Gapless as next(): a rollback gives the number back. The number is
   * formatted in SQL and checked here against formatDocumentNumber (a series past 16 characters is refused as
   * by next(), and the transaction rolls back).
   */
  async nextWritten(kind: DocumentKind, date: string, write: NumberedWrite): Promise<string> {
    const prefix = `${kind}/${financialYearCode(date)}/`;
    const { n, number } = await this.numbers.nextWritten(currentCompanyId(), kind, financialYearCode(date), prefix, write);
    let expected: string;
    try {
      expected = formatDocumentNumber(kind, date, n);
    } catch (e) {
      throw new ConflictException((e as Error).message);
    }
    if (number !== expected) throw new Error(`document number written as ${number}, formatted as ${expected}`);
    return number;
  }
}
