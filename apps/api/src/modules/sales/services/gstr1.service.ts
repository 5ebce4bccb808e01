import { AuditTrailService } from '../../audit/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  renderGstr1, gstr1CsvRows, monthLabel, noInvoicesMessage, paiseToDecimalString, parsePaise, stateByCode, toCsv, type Gstr1ItemDetail,
  type Gstr1Return,
} from '@bizdesk/shared';
import type { Gstr1SummaryView, Gstr1TableSummaryView } from '../dtos/gstr3b.dtos.js';
import { CompanyGstProfileService } from '../../companies/index.js';
import { GSTR1_MESSAGES } from '../dtos/gstr1.dtos.js';
import { GstReturnsRepository } from '../repositories/gst-returns.repository.js';
import { monthRange, regularTaxpayerGstin } from './gst-return-period.js';

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
    const gstin = await regularTaxpayerGstin(this.gstProfile, GSTR1_MESSAGES);
    const { from, to } = monthRange(month);
    return renderGstr1(gstin, month, await this.returns.outward(from, to, true));
  }

  async summary(month: string): Promise<Gstr1SummaryView> {
    return gstr1Summary(await this.build(month), month);
  }

  async export(month: string, format: 'json' | 'csv'): Promise<Gstr1File> {
    await this.audit.record({ action: 'EXPORT', recordType: 'gstr1', recordId: month, details: { month, format } });
    const gstr1 = await this.build(month);
    // Nothing issued in the month: say so instead of handing over a file with empty tables.
    if (gstr1.doc_issue.doc_det.length === 0) throw new NotFoundException(noInvoicesMessage(month));
    const base = `GSTR1_${gstr1.gstin}_${gstr1.fp}`;
    if (format === 'csv') {
      return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(gstr1CsvRows(gstr1, (code) => stateByCode(code)?.name)) };
    }
    return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(gstr1) };
  }
}

const rupeePaise = (v: number | undefined) => parsePaise((v ?? 0).toFixed(2));

/** The on-screen summary of a GSTR-1: per table, how many documents (or rows) and their taxable value and tax. */
export function gstr1Summary(r: Gstr1Return, month: string): Gstr1SummaryView {
  const row = (table: string, description: string, count: number, items: Gstr1ItemDetail[], sign = 1): Gstr1TableSummaryView => {
    const sum = (k: keyof Gstr1ItemDetail) => paiseToDecimalString(sign * items.reduce((s, i) => s + rupeePaise(i[k] as number | undefined), 0));
    return { table, description, count, taxableValue: sum('txval'), igst: sum('iamt'), cgst: sum('camt'), sgst: sum('samt'), cess: sum('csamt') };
  };
  const docs = r.doc_issue.doc_det;
  const count = (n: number) => docs.find((d) => d.doc_num === n)?.docs.reduce((s, d) => s + d.net_issue, 0) ?? 0;
  const nil = r.nil.inv.reduce((s, n) => s + rupeePaise(n.nil_amt), 0);
  return {
    gstin: r.gstin,
    month,
    monthLabel: monthLabel(month),
    invoices: count(1),
    creditNotes: count(5),
    tables: [
      row('B2B', 'B2B invoices (registered buyers)', r.b2b.reduce((s, b) => s + b.inv.length, 0), r.b2b.flatMap((b) => b.inv.flatMap((i) => i.itms.map((x) => x.itm_det)))),
      row('B2CL', 'B2C large (inter-state above ₹1,00,000)', r.b2cl.reduce((s, b) => s + b.inv.length, 0), r.b2cl.flatMap((b) => b.inv.flatMap((i) => i.itms.map((x) => x.itm_det)))),
      row('B2CS', 'B2C small (by place of supply and rate)', r.b2cs.length, r.b2cs.map((x) => ({ ...x, iamt: x.iamt ?? 0 }))),
      row('CDNR', 'Credit notes to registered buyers', r.cdnr.reduce((s, c) => s + c.nt.length, 0), r.cdnr.flatMap((c) => c.nt.flatMap((n) => n.itms.map((x) => x.itm_det))), -1),
      row('CDNUR', 'Credit notes on B2C large invoices', r.cdnur.length, r.cdnur.flatMap((n) => n.itms.map((x) => x.itm_det)), -1),
      { table: 'NIL', description: 'Nil rated supplies', count: r.nil.inv.length, taxableValue: paiseToDecimalString(nil), igst: '0.00', cgst: '0.00', sgst: '0.00', cess: '0.00' },
    ],
  };
}
