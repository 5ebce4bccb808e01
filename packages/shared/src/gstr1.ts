/**
 * GSTR-1 (the monthly statement of outward supplies) from a month's tax invoices and credit notes, in the
 * JSON shape of the GST portal's offline tool: b2b by the buyer's GSTIN, b2cl (inter-state invoices above
 * the B2C-large limit to unregistered buyers), b2cs (every other sale to unregistered buyers, summed by
 * supply type, place of supply and rate), cdnr / cdnur (credit notes; those on B2C-small sales reduce
 * b2cs, as the return asks), nil (0% lines), hsn (Table 12, split B2B / B2C) and doc_issue (Table 13).
 * Arithmetic is in paise until the very end; the file carries rupees as numbers with 2 decimals.
 */

/** Inter-state invoices to unregistered buyers above this value are B2C large (₹1,00,000 since Aug 2024). */
export const B2CL_LIMIT_PAISE = 10_000_000;
/** The offline tool's schema version the file claims. */
export const GSTR1_FILE_VERSION = 'GST3.2.4';

export interface Gstr1Line {
  hsn: string;
  description: string;
  /** Decimal text with up to 3 decimals. */
  quantity: string;
  gstPercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  cessPaise: number;
}

export interface Gstr1Invoice {
  number: string;
  /** yyyy-MM-dd */
  date: string;
  customerGstin: string | null;
  /** GST state code of the place of supply. */
  placeOfSupply: number;
  intraState: boolean;
  totalPaise: number;
  lines: Gstr1Line[];
}

export interface Gstr1CreditNote {
  number: string;
  date: string;
  totalPaise: number;
  lines: Gstr1Line[];
  /** The invoice it credits (its buyer and value decide the table). */
  invoice: Omit<Gstr1Invoice, 'lines'>;
}

export interface Gstr1Input {
  gstin: string;
  /** yyyy-MM */
  month: string;
  invoices: Gstr1Invoice[];
  creditNotes: Gstr1CreditNote[];
}

export interface Gstr1ItemDetail {
  rt: number;
  txval: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1Item {
  num: number;
  itm_det: Gstr1ItemDetail;
}

export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1Note {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  pos: string;
  val: number;
  itms: Gstr1Item[];
}

export interface Gstr1B2csRow {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1Return {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl: { pos: string; inv: { inum: string; idt: string; val: number; itms: Gstr1Item[] }[] }[];
  b2cs: Gstr1B2csRow[];
  cdnr: { ctin: string; nt: (Gstr1Note & { rchrg: 'N'; inv_typ: 'R' })[] }[];
  cdnur: (Gstr1Note & { typ: 'B2CL' })[];
  nil: { inv: { sply_ty: string; expt_amt: number; nil_amt: number; ngsup_amt: number }[] };
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: { doc_num: number; doc_typ: string; docs: Gstr1DocRange[] }[] };
}

export type Gstr1TableName = 'B2B' | 'B2CL' | 'B2CS';
type Table = Gstr1TableName;

/** Which table a sale belongs to: by the buyer's GSTIN, else by supply type and invoice value. */
export function gstr1Table(invoice: Pick<Gstr1Invoice, 'customerGstin' | 'intraState' | 'totalPaise'>): Table {
  if (invoice.customerGstin) return 'B2B';
  return !invoice.intraState && invoice.totalPaise > B2CL_LIMIT_PAISE ? 'B2CL' : 'B2CS';
}

/*
 * A month's outward supplies reduced to the sums GSTR-1 and GSTR-3B report, so that the database can do the
 * reducing (one set-wise aggregate over the month's lines, bench gst-returns) and the pure builders can still
 * be fed whole documents (unit tests, small callers): `outwardParts` is the in-memory reduction, and the API's
 * repository produces the same `GstOutwardParts` with SQL. Both give the same integers, so the files agree.
 */
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

const rupees = (paise: number) => Math.round(paise) / 100;
const pos = (state: number) => String(state).padStart(2, '0');
/** yyyy-MM-dd -> dd-MM-yyyy, the portal's date. */
const portalDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** A document's taxed lines, one item per rate (the portal wants one row per rate). */
function itemsByRate(lines: Gstr1Line[], interOnly = false): Gstr1Item[] {
  const byRate = new Map<number, GstSums>();
  for (const l of lines.filter((x) => !isNilLine(x))) {
    const s = byRate.get(l.gstPercent) ?? zeroSums();
    addSums(s, lineSums(l));
    byRate.set(l.gstPercent, s);
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([rt, s], i) => ({
    num: i + 1,
    itm_det: interOnly
      ? { rt, txval: rupees(s.taxablePaise), iamt: rupees(s.igstPaise), csamt: rupees(s.cessPaise) }
      : { rt, txval: rupees(s.taxablePaise), iamt: rupees(s.igstPaise), camt: rupees(s.cgstPaise), samt: rupees(s.sgstPaise), csamt: rupees(s.cessPaise) },
  }));
}

/** Table 13: per series (the number without its running digits), first, last, count. */
function documentRanges(series: GstDocSeries[]): Gstr1DocRange[] {
  return [...series].sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0)).map((s, i) => {
    const span = s.lastN - s.firstN + 1;
    // A gap in a series is a number that was issued and cancelled (our series have none).
    return { num: i + 1, from: s.first, to: s.last, totnum: span, cancel: span - s.count, net_issue: s.count };
  });
}

function hsnRows(rows: GstHsnGroup[]): Gstr1HsnRow[] {
  return rows
    // A row fully credited back (nothing left of it this month) is not reported.
    .filter((r) => Object.values(r.sums).some((v) => v !== 0))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.gstPercent - b.gstPercent)
    .map((r, i) => ({
      num: i + 1,
      hsn_sc: r.hsn,
      desc: r.description.slice(0, 30),
      // Services (SAC 99xxxx) have no quantity; goods are counted in numbers.
      uqc: r.hsn.startsWith('99') ? 'NA' : 'NOS',
      qty: r.hsn.startsWith('99') ? 0 : r.sums.qtyThousandths / 1000,
      rt: r.gstPercent,
      txval: rupees(r.sums.taxablePaise),
      iamt: rupees(r.sums.igstPaise),
      camt: rupees(r.sums.cgstPaise),
      samt: rupees(r.sums.sgstPaise),
      csamt: rupees(r.sums.cessPaise),
    }));
}

export function buildGstr1(input: Gstr1Input): Gstr1Return {
  return renderGstr1(input.gstin, input.month, outwardParts(input.invoices, input.creditNotes));
}

/** The return from a month's reduced outward supplies (GstOutwardParts): documents only where the tables list them. */
export function renderGstr1(gstin: string, month: string, parts: GstOutwardParts): Gstr1Return {
  const b2b = new Map<string, Gstr1B2bInvoice[]>();
  const b2cl = new Map<string, { inum: string; idt: string; val: number; itms: Gstr1Item[] }[]>();
  const b2cs = new Map<string, { sply: 'INTRA' | 'INTER'; pos: number; rt: number; sums: GstSums }>();
  const cdnr = new Map<string, (Gstr1Note & { rchrg: 'N'; inv_typ: 'R' })[]>();
  const cdnur: (Gstr1Note & { typ: 'B2CL' })[] = [];
  const nil = new Map<string, number>();

  for (const inv of parts.documents) {
    if (gstr1Table(inv) === 'B2B') {
      const list = b2b.get(inv.customerGstin!) ?? [];
      list.push({
        inum: inv.number, idt: portalDate(inv.date), val: rupees(inv.totalPaise), pos: pos(inv.placeOfSupply), rchrg: 'N', inv_typ: 'R',
        itms: itemsByRate(inv.lines),
      });
      b2b.set(inv.customerGstin!, list);
    } else {
      const list = b2cl.get(pos(inv.placeOfSupply)) ?? [];
      list.push({ inum: inv.number, idt: portalDate(inv.date), val: rupees(inv.totalPaise), itms: itemsByRate(inv.lines, true) });
      b2cl.set(pos(inv.placeOfSupply), list);
    }
  }
  for (const cn of parts.notes) {
    const table = gstr1Table(cn.invoice);
    const note = {
      ntty: 'C' as const, nt_num: cn.number, nt_dt: portalDate(cn.date), pos: pos(cn.invoice.placeOfSupply), val: rupees(cn.totalPaise),
      itms: itemsByRate(cn.lines, table === 'B2CL'),
    };
    if (table === 'B2B') {
      const list = cdnr.get(cn.invoice.customerGstin!) ?? [];
      list.push({ ...note, rchrg: 'N', inv_typ: 'R' });
      cdnr.set(cn.invoice.customerGstin!, list);
    } else {
      cdnur.push({ ...note, typ: 'B2CL' });
    }
  }
  for (const g of parts.groups) {
    if (g.nil) {
      const key = `${g.intraState ? 'INTRA' : 'INTR'}${g.registered ? 'B2B' : 'B2C'}`;
      nil.set(key, (nil.get(key) ?? 0) + g.sums.taxablePaise);
    } else if (g.table === 'B2CS') {
      // Credit notes on B2C-small sales reduce b2cs (their sums are already signed).
      const sply = g.intraState ? 'INTRA' : 'INTER';
      const key = `${sply}|${g.placeOfSupply}|${g.gstPercent}`;
      const row = b2cs.get(key) ?? { sply, pos: g.placeOfSupply, rt: g.gstPercent, sums: zeroSums() };
      addSums(row.sums, g.sums);
      b2cs.set(key, row);
    }
  }

  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: documentRanges(parts.series.invoices) },
    { doc_num: 5, doc_typ: 'Credit Note', docs: documentRanges(parts.series.creditNotes) },
  ].filter((d) => d.docs.length > 0);

  return {
    gstin,
    fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
    version: GSTR1_FILE_VERSION,
    hash: 'hash',
    b2b: [...b2b.keys()].sort().map((ctin) => ({ ctin, inv: b2b.get(ctin)! })),
    b2cl: [...b2cl.keys()].sort().map((p) => ({ pos: p, inv: b2cl.get(p)! })),
    b2cs: [...b2cs.values()]
      .filter((r) => r.sums.taxablePaise !== 0 || r.sums.cessPaise !== 0)
      .sort((a, b) => a.sply.localeCompare(b.sply) || a.pos - b.pos || a.rt - b.rt)
      .map((r) => ({
        sply_ty: r.sply, pos: pos(r.pos), typ: 'OE', rt: r.rt, txval: rupees(r.sums.taxablePaise),
        ...(r.sply === 'INTER' ? { iamt: rupees(r.sums.igstPaise) } : { camt: rupees(r.sums.cgstPaise), samt: rupees(r.sums.sgstPaise) }),
        csamt: rupees(r.sums.cessPaise),
      })),
    cdnr: [...cdnr.keys()].sort().map((ctin) => ({ ctin, nt: cdnr.get(ctin)! })),
    cdnur,
    nil: { inv: [...nil].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([sply_ty, v]) => ({ sply_ty, expt_amt: 0, nil_amt: rupees(v), ngsup_amt: 0 })) },
    hsn: { hsn_b2b: hsnRows(parts.hsn.filter((h) => h.registered)), hsn_b2c: hsnRows(parts.hsn.filter((h) => !h.registered)) },
    doc_issue: { doc_det: docDet },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NIL_LABELS: Record<string, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};

/** 05-11-2026 (the JSON's date) -> 05-Nov-2026, the offline tool's spreadsheet date. */
const sheetDate = (portal: string) => `${portal.slice(0, 2)}-${MONTHS[Number(portal.slice(3, 5)) - 1]}-${portal.slice(6)}`;
const amount = (v: number | undefined) => (v ?? 0).toFixed(2);
const placeOfSupply = (code: string, names: (code: string) => string | undefined) => `${code}-${names(code) ?? ''}`;

/**
 * The same return as rows for one CSV: each table under its name with the offline tool's column headings
 * (one row per rate of a document, as its spreadsheets have them), a blank row between tables. Amounts
 * are plain decimals with 2 places so the tool and spreadsheets read them as numbers.
 */
export function gstr1CsvRows(r: Gstr1Return, stateName: (code: string) => string | undefined): string[][] {
  const rows: string[][] = [['GSTR-1', r.gstin, 'Return period', r.fp]];
  const table = (name: string, header: string[], body: string[][]) => rows.push([], [name], header, ...body);
  const tax = (d: Gstr1ItemDetail) => [amount(d.rt), amount(d.txval), amount(d.iamt), amount(d.camt), amount(d.samt), amount(d.csamt)];

  table('B2B', ['GSTIN/UIN of Recipient', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Invoice Type',
    'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'],
  r.b2b.flatMap((b) => b.inv.flatMap((i) => i.itms.map((t) => [b.ctin, i.inum, sheetDate(i.idt), amount(i.val), placeOfSupply(i.pos, stateName), i.rchrg,
    'Regular B2B', ...tax(t.itm_det)]))));
  table('B2CL', ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Cess Amount'],
    r.b2cl.flatMap((b) => b.inv.flatMap((i) => i.itms.map((t) => [i.inum, sheetDate(i.idt), amount(i.val), placeOfSupply(b.pos, stateName),
      amount(t.itm_det.rt), amount(t.itm_det.txval), amount(t.itm_det.iamt), amount(t.itm_det.csamt)]))));
  table('B2CS', ['Type', 'Place Of Supply', 'Supply Type', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'],
    r.b2cs.map((s) => ['OE', placeOfSupply(s.pos, stateName), s.sply_ty === 'INTRA' ? 'Intra State' : 'Inter State', amount(s.rt), amount(s.txval),
      amount(s.iamt), amount(s.camt), amount(s.samt), amount(s.csamt)]));
  table('CDNR', ['GSTIN/UIN of Recipient', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Value', 'Rate',
    'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'],
  r.cdnr.flatMap((c) => c.nt.flatMap((n) => n.itms.map((t) => [c.ctin, n.nt_num, sheetDate(n.nt_dt), n.ntty, placeOfSupply(n.pos, stateName), n.rchrg,
    amount(n.val), ...tax(t.itm_det)]))));
  table('CDNUR', ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Rate', 'Taxable Value', 'Integrated Tax', 'Cess Amount'],
    r.cdnur.flatMap((n) => n.itms.map((t) => [n.typ, n.nt_num, sheetDate(n.nt_dt), n.ntty, placeOfSupply(n.pos, stateName), amount(n.val),
      amount(t.itm_det.rt), amount(t.itm_det.txval), amount(t.itm_det.iamt), amount(t.itm_det.csamt)])));
  table('NIL', ['Description', 'Nil Rated Supplies', 'Exempted (other than nil rated/non GST supply)', 'Non-GST Supplies'],
    r.nil.inv.map((n) => [NIL_LABELS[n.sply_ty] ?? n.sply_ty, amount(n.nil_amt), amount(n.expt_amt), amount(n.ngsup_amt)]));
  const hsnHeader = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount',
    'State/UT Tax Amount', 'Cess Amount'];
  const hsnBody = (list: Gstr1HsnRow[]) => list.map((h) => [h.hsn_sc, h.desc, h.uqc, String(h.qty), amount(h.rt), amount(h.txval), amount(h.iamt),
    amount(h.camt), amount(h.samt), amount(h.csamt)]);
  table('HSN (B2B)', hsnHeader, hsnBody(r.hsn.hsn_b2b));
  table('HSN (B2C)', hsnHeader, hsnBody(r.hsn.hsn_b2c));
  table('DOCS', ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued'],
    r.doc_issue.doc_det.flatMap((d) => d.docs.map((x) => [d.doc_typ, x.from, x.to, String(x.totnum), String(x.cancel), String(x.net_issue)])));
  return rows;
}
