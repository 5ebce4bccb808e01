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
}
