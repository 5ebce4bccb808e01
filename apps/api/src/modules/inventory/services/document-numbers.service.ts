import { Injectable } from '@nestjs/common';
import { indianFinancialYear } from '@bizdesk/shared';
import { DocumentNumbersRepository } from '../repositories/document-numbers.repository.js';

/** Kinds of numbered documents and their prefixes: PO/2026-27/0001, INV/2026-27/0001. */
export type DocumentKind = 'PO' | 'INV';

/**
 * Running numbers per company, kind and Indian financial year. A number someone typed by hand is
 * skipped, so a generated number never collides with a manual one.
 */
@Injectable()
export class DocumentNumbersService {
  constructor(private readonly numbers: DocumentNumbersRepository) {}

  async next(companyId: number, kind: DocumentKind, date: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
    const year = indianFinancialYear(date).name.replace(/^FY /, '');
    for (;;) {
      const n = await this.numbers.next(companyId, kind, year);
      const candidate = `${kind}/${year}/${String(n).padStart(4, '0')}`;
      if (!(await taken(candidate))) return candidate;
    }
  }
}
