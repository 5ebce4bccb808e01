/**
 * A month's outward supplies reduced to the sums GSTR-1 and GSTR-3B report, so that the database can do the
 * reducing (one set-wise aggregate over the month's lines, bench gst-returns) and the pure builders can still
 * be fed whole documents (unit tests, small callers): `outwardParts` is the in-memory reduction, and the API's
 * repository produces the same `GstOutwardParts` with SQL. Both give the same integers, so the files agree.
 */
import { gstr1Table, type Gstr1CreditNote, type Gstr1Invoice, type Gstr1Line } from './gstr1.js';

export type Gstr1TableName = ReturnType<typeof gstr1Table>;

/** Signed sums (credit notes subtract); quantity in thousandths of a unit. */
export interface GstSums {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  cessPaise: number;
  qtyThousandths: number;
}

/** Lines of one (table of the invoice, buyer registered, supply type, place of supply, rate, nil) group. */
export interface GstOutwardGroup {
  table: Gstr1TableName;
  registered: boolean;
  intraState: boolean;
  placeOfSupply: number;
  gstPercent: number;
  /** 0% and no cess: nil-rated. */
  nil: boolean;
  sums: GstSums;
}

/** Table 12's rows before rendering: per buyer kind, HSN and rate; the description of the first such line. */
export interface GstHsnGroup {
  registered: boolean;
  hsn: string;
  description: string;
  gstPercent: number;
  sums: GstSums;
}

/** Table 13 per number series (the number without its running digits). */
export interface GstDocSeries {
  prefix: string;
  count: number;
  /** Running number and text of the lowest and highest (first and last in issue order on a tie). */
  firstN: number;
  first: string;
  lastN: number;
  last: string;
}

export interface GstOutwardParts {
  /** B2B and B2CL invoices in issue order (lines may be summed per rate: only the per-rate items are read). */
  documents: Gstr1Invoice[];
  /** Credit notes on B2B and B2CL invoices, in issue order. */
  notes: Gstr1CreditNote[];
  groups: GstOutwardGroup[];
  hsn: GstHsnGroup[];
  series: { invoices: GstDocSeries[]; creditNotes: GstDocSeries[] };
  counts: { invoices: number; creditNotes: number };
}

export const zeroSums = (): GstSums => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0, qtyThousandths: 0 });
export const isNilLine = (l: Pick<Gstr1Line, 'gstPercent' | 'cessPaise'>) => l.gstPercent === 0 && l.cessPaise === 0;
const thousandths = (q: string) => Math.round(Number(q) * 1000);

export function addSums(into: GstSums, s: GstSums, sign: 1 | -1 = 1): void {
  into.taxablePaise += sign * s.taxablePaise;
  into.cgstPaise += sign * s.cgstPaise;
  into.sgstPaise += sign * s.sgstPaise;
  into.igstPaise += sign * s.igstPaise;
  into.cessPaise += sign * s.cessPaise;
  into.qtyThousandths += sign * s.qtyThousandths;
}

export const lineSums = (l: Gstr1Line): GstSums => ({
  taxablePaise: l.taxablePaise, cgstPaise: l.cgstPaise, sgstPaise: l.sgstPaise, igstPaise: l.igstPaise, cessPaise: l.cessPaise,
  qtyThousandths: thousandths(l.quantity),
});

/** The running number of a document number: its trailing digits (none: 0), and the rest as its series. */
export function numberSeries(text: string): { prefix: string; n: number } {
  const m = /^(.*?)(\d+)$/.exec(text);
  return m ? { prefix: m[1], n: Number(m[2]) } : { prefix: text, n: 0 };
}

function seriesOf(numbers: string[]): GstDocSeries[] {
  const out = new Map<string, GstDocSeries>();
  for (const text of numbers) {
    const { prefix, n } = numberSeries(text);
    const s = out.get(prefix);
    if (!s) out.set(prefix, { prefix, count: 1, firstN: n, first: text, lastN: n, last: text });
    else {
      s.count += 1;
      if (n < s.firstN) Object.assign(s, { firstN: n, first: text });
      if (n >= s.lastN) Object.assign(s, { lastN: n, last: text });
    }
  }
  return [...out.values()];
}

/** The in-memory reduction of whole documents (in issue order) to the parts the returns render. */
export function outwardParts(invoices: Gstr1Invoice[], creditNotes: Gstr1CreditNote[]): GstOutwardParts {
  const groups = new Map<string, GstOutwardGroup>();
  const hsn = new Map<string, GstHsnGroup>();
  const add = (doc: Omit<Gstr1Invoice, 'lines' | 'number' | 'date'>, lines: Gstr1Line[], sign: 1 | -1) => {
    const table = gstr1Table(doc);
    const registered = Boolean(doc.customerGstin);
    for (const l of lines) {
      const nil = isNilLine(l);
      const gKey = `${table}|${registered}|${doc.intraState}|${doc.placeOfSupply}|${l.gstPercent}|${nil}`;
      const g = groups.get(gKey) ?? { table, registered, intraState: doc.intraState, placeOfSupply: doc.placeOfSupply, gstPercent: l.gstPercent, nil, sums: zeroSums() };
      addSums(g.sums, lineSums(l), sign);
      groups.set(gKey, g);
      const hKey = `${registered}|${l.hsn}|${l.gstPercent}`;
      const h = hsn.get(hKey) ?? { registered, hsn: l.hsn, description: l.description, gstPercent: l.gstPercent, sums: zeroSums() };
      addSums(h.sums, lineSums(l), sign);
      hsn.set(hKey, h);
    }
  };
  for (const inv of invoices) add(inv, inv.lines, 1);
  for (const cn of creditNotes) add(cn.invoice, cn.lines, -1);
  return {
    documents: invoices.filter((i) => gstr1Table(i) !== 'B2CS'),
    notes: creditNotes.filter((c) => gstr1Table(c.invoice) !== 'B2CS'),
    groups: [...groups.values()],
    hsn: [...hsn.values()],
    series: { invoices: seriesOf(invoices.map((i) => i.number)), creditNotes: seriesOf(creditNotes.map((c) => c.number)) },
    counts: { invoices: invoices.length, creditNotes: creditNotes.length },
  };
}
