import { AuditTrailService } from '../../audit/index.js';
import { ConflictException, Injectable } from '@nestjs/common';
import { buildGstr1, daysInMonth, gstr1CsvRows, stateByCode, toCsv, type Gstr1Return } from '@bizdesk/shared';
import { CompanyGstProfileService } from '../../companies/index.js';
import { GSTR1_MESSAGES } from '../dtos/gstr1.dtos.js';
import { GstReturnsRepository } from '../repositories/gst-returns.repository.js';

export interface Gstr1File {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * GSTR-1 of one month from the tax invoices and credit notes issued in it (their snapshots, never live
 * profiles), as the GST offline tool's JSON or as one CSV of every table. Only a registered, regular
 * taxpayer files it: a company without a GSTIN or under composition gets a 409 saying so.
 */
@Injectable()
export class Gstr1Service {
  constructor(
    private readonly returns: GstReturnsRepository,
    private readonly gstProfile: CompanyGstProfileService,
    private readonly audit: AuditTrailService,
  ) {}

  async build(month: string): Promise<Gstr1Return> {
    const profile = await this.gstProfile.get();
    if (!profile.gstin) throw new ConflictException(GSTR1_MESSAGES.notRegistered);
    if (profile.composition) throw new ConflictException(GSTR1_MESSAGES.composition);
    const from = `${month}-01`;
    const to = `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;
    return buildGstr1({
      gstin: profile.gstin,
      month,
      invoices: await this.returns.invoices(from, to),
      creditNotes: await this.returns.creditNotes(from, to),
    });
  }

  async export(month: string, format: 'json' | 'csv'): Promise<Gstr1File> {
    await this.audit.record({ action: 'EXPORT', recordType: 'gstr1', recordId: month, details: { month, format } });
    const gstr1 = await this.build(month);
    const base = `GSTR1_${gstr1.gstin}_${gstr1.fp}`;
    if (format === 'csv') {
      return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(gstr1CsvRows(gstr1, (code) => stateByCode(code)?.name)) };
    }
    return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(gstr1) };
  }
}
