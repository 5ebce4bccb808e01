import { Injectable } from '@nestjs/common';
import {
  B2CL_LIMIT_PAISE, type GstDocSeries, type GstHsnGroup, type GstOutwardGroup, type GstOutwardParts, type GstSums, type Gstr1CreditNote,
  type Gstr1Invoice, type Gstr1Line, type Gstr1TableName,
} from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/*
 * A month's tax invoices and credit notes as GSTR-1 and GSTR-3B read them (snapshots taken at issue, never live
 * profiles), reduced by PostgreSQL to the parts the returns render (packages/shared gstr1.ts, GstOutwardParts): one grouped
 * pass over the month's lines gives B2CS, nil, HSN and every GSTR-3B outward cell; only the documents the
 * tables list one by one (B2B, B2CL and the credit notes on them) come back as rows, summed per rate. A month
 * holds up to 100,000 invoices: building 2,00,000 line objects in JS was the slow part (bench gst-returns).
 *
 * Every expression below mirrors `outwardParts` (the in-memory reduction) so the two give the same integers:
 * a buyer is registered when the snapshot has a non-empty GSTIN, the place of supply falls back to the
 * seller's state, a line is nil when its rate and cess are both 0, quantities are summed in thousandths.
 */

/** The month's documents: kind 0 invoices, 1 credit notes (number and date only: counts and Table 13). */
const DOCS = `
  docs AS (
    SELECT 0 AS kind, i.id, i.invoice_date AS d, i.invoice_number AS number
      FROM sale_invoices i
     WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3
    UNION ALL
    SELECT 1, c.id, c.credit_note_date, c.credit_note_number
      FROM credit_notes c
      JOIN sale_invoices i ON i.company_id = c.company_id AND i.id = c.sale_invoice_id
     WHERE c.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND c.credit_note_date BETWEEN $2 AND $3
  )`;

/** A document's invoice `i` is listed one by one (B2B or B2CL, gstr1Table): $4 is the B2C-large limit in paise. */
const LISTED_BY = (i: string) => `(coalesce(${i}.customer_gstin, '') <> '' OR (NOT ${i}.intra_state AND ${i}.total_amount > $4::numeric / 100))`;

/** The month's B2B and B2CL invoices (kind 0) and the credit notes on such invoices (kind 1, with their invoice's facts). */
const LISTED = `
  listed AS (
    SELECT 0 AS kind, i.id, i.invoice_date AS d, i.invoice_number AS number, i.total_amount AS total, i.customer_gstin AS gstin, i.intra_state AS intra,
           coalesce(i.place_of_supply_state_id, i.supplier_state_id, 0) AS pos, i.total_amount AS inv_total, NULL::text AS inv_number, NULL::date AS inv_date
      FROM sale_invoices i
     WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3 AND ${LISTED_BY('i')}
    UNION ALL
    SELECT 1, c.id, c.credit_note_date, c.credit_note_number, c.total_amount, i.customer_gstin, i.intra_state,
           coalesce(i.place_of_supply_state_id, i.supplier_state_id, 0), i.total_amount, i.invoice_number, i.invoice_date
      FROM credit_notes c
      JOIN sale_invoices i ON i.company_id = c.company_id AND i.id = c.sale_invoice_id
     WHERE c.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND c.credit_note_date BETWEEN $2 AND $3 AND ${LISTED_BY('i')}
  )`;

/** The table of a document's invoice `i` (gstr1Table): $4 is the B2C-large limit in paise. */
const TABLE_OF = (i: string) =>
  `CASE WHEN coalesce(${i}.customer_gstin, '') <> '' THEN 'B2B' WHEN NOT ${i}.intra_state AND ${i}.total_amount > $4::numeric / 100 THEN 'B2CL' ELSE 'B2CS' END`;

/**
 * Every line of the month's documents with its document's facts, written as plain joins (no materialised CTE) so
 * PostgreSQL can hash-join and hash-aggregate them. `first_key` orders lines as the in-memory reduction meets them
 * (invoices, then credit notes; by date, id, line) in one number, so min() finds each group's first line without an
 * ordered aggregate (an array_agg ... ORDER BY here took most of the query's time, bench gst-returns). Credit-note lines
 * come negated (no multiplication by a sign per line); GSTR-3B (`full` false) needs neither HSN nor `first_key`.
 */
const LINES = (full: boolean) => `
  lines AS (
    SELECT ${TABLE_OF('i')} AS tbl, coalesce(i.customer_gstin, '') <> '' AS reg, i.intra_state AS intra,
           coalesce(i.place_of_supply_state_id, i.supplier_state_id, 0) AS pos, coalesce(l.hsn, '') AS hsn, l.quantity,
           l.gst_percent, l.gst_percent = 0 AND l.cess_amount = 0 AS nil,
           l.taxable_amount, l.cgst_amount, l.sgst_amount, l.igst_amount, l.cess_amount,
           ${full ? "(i.invoice_date - DATE '2000-01-01')::numeric * 1e22 + i.id::numeric * 1e6 + l.line_no" : 'NULL::numeric'} AS first_key
      FROM sale_invoices i JOIN sale_invoice_items l ON l.company_id = i.company_id AND l.sale_invoice_id = i.id
     WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3
    UNION ALL
    SELECT ${TABLE_OF('i')}, coalesce(i.customer_gstin, '') <> '', i.intra_state,
           coalesce(i.place_of_supply_state_id, i.supplier_state_id, 0), coalesce(l.hsn, ''), -l.quantity,
           l.gst_percent, l.gst_percent = 0 AND l.cess_amount = 0,
           -l.taxable_amount, -l.cgst_amount, -l.sgst_amount, -l.igst_amount, -l.cess_amount,
           ${full ? "1e28 + (c.credit_note_date - DATE '2000-01-01')::numeric * 1e22 + c.id::numeric * 1e6 + l.line_no" : 'NULL::numeric'}
      FROM credit_notes c
      JOIN sale_invoices i ON i.company_id = c.company_id AND i.id = c.sale_invoice_id
      JOIN credit_note_items l ON l.company_id = c.company_id AND l.credit_note_id = c.id
     WHERE c.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND c.credit_note_date BETWEEN $2 AND $3
  )`;

/** The product name on the line a `first_key` names (kind, document id, line number decoded). */
const FIRST_NAME = `CASE WHEN g.first_key >= 1e28
    THEN (SELECT product_name FROM credit_note_items WHERE company_id = $1 AND credit_note_id = floor(mod(g.first_key, 1e22) / 1e6)::bigint
            AND line_no = mod(g.first_key, 1e6)::int)
    ELSE (SELECT product_name FROM sale_invoice_items WHERE company_id = $1 AND sale_invoice_id = floor(mod(g.first_key, 1e22) / 1e6)::bigint
            AND line_no = mod(g.first_key, 1e6)::int) END`;

/** The line sums of a group (credit notes already negative); quantity in thousandths. */
const SUMS = `sum(taxable_amount) AS taxable, sum(cgst_amount) AS cgst, sum(sgst_amount) AS sgst, sum(igst_amount) AS igst,
  sum(cess_amount) AS cess, sum(round(quantity * 1000)) AS qty`;

interface SumRow {
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  cess: string;
  qty: string;
}

/**
 * Rupees (numeric, 2 places) as whole paise, a bigint PostgreSQL writes as text: Number() of it (safeInteger) is exact, and cheaper
 * than parsing a decimal per amount (1,20,000 amounts for a month's listed documents). Beyond 2^53 paise it refuses.
 */
const PAISE = (rupees: string) => `(${rupees} * 100)::bigint`;
function safeInteger(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`sum out of range: ${text}`);
  return n;
}

const sums = (r: SumRow): GstSums => ({
  taxablePaise: safeInteger(r.taxable), cgstPaise: safeInteger(r.cgst), sgstPaise: safeInteger(r.sgst), igstPaise: safeInteger(r.igst), cessPaise: safeInteger(r.cess),
  qtyThousandths: safeInteger(r.qty),
});

interface DocRow {
  kind: number;
  id: string;
  number: string;
  date: string;
  total: string;
  gstin: string | null;
  pos: number;
  intra: boolean;
  invNumber: string | null;
  invDate: string | null;
  invTotal: string;
  gst: string | null;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  cess: string;
}

@Injectable()
export class GstReturnsRepository {
  /**
   * The month reduced for the returns. `full` (GSTR-1) adds HSN sums, number series and the listed documents;
   * GSTR-3B needs only the grouped sums and the counts.
   */
  async outward(from: string, to: string, full: boolean): Promise<GstOutwardParts> {
    const params = [currentCompanyId(), from, to, B2CL_LIMIT_PAISE];
    // A month's 2,00,000 lines sorted for grouping (the planner cannot tell how few groups these expressions make) and
    // Table 13's ordered numbers spilled to disk at the default 4 MB: this read-only request may use more, until it ends.
    await sql(`SET LOCAL work_mem = '64MB'`);
    // GSTR-1: the lines hash-aggregated to the finest key (a few rows per HSN, rate and place of supply), then the
    // two groupings of those few rows; a GROUPING SETS over the month's lines themselves sorted them on disk.
    const g = full
      ? `fine AS (
           SELECT tbl, reg, intra, pos, gst_percent, nil, hsn, ${SUMS}, min(first_key) AS first_key
             FROM lines GROUP BY tbl, reg, intra, pos, gst_percent, nil, hsn
         ),
         g AS (
           SELECT GROUPING(hsn) = 0 AS "hsnSet", tbl, reg, intra, pos, gst_percent, nil, hsn, sum(taxable) AS taxable, sum(cgst) AS cgst,
                  sum(sgst) AS sgst, sum(igst) AS igst, sum(cess) AS cess, sum(qty) AS qty, min(first_key) AS first_key
             FROM fine GROUP BY GROUPING SETS ((tbl, reg, intra, pos, gst_percent, nil), (reg, hsn, gst_percent))
         )`
      : `g AS (
           SELECT false AS "hsnSet", tbl, reg, intra, pos, gst_percent, nil, '' AS hsn, ${SUMS}, NULL::numeric AS first_key
             FROM lines GROUP BY tbl, reg, intra, pos, gst_percent, nil
         )`;
    const grouped = await sql<SumRow & {
      hsnSet: boolean; tbl: Gstr1TableName; reg: boolean; intra: boolean; pos: number; gst: string; nil: boolean; hsn: string; description: string | null;
    }>(
      `WITH ${LINES(full)}, ${g}
       SELECT g."hsnSet", g.tbl, g.reg, g.intra, g.pos, g.gst_percent::text AS gst, g.nil, g.hsn, ${PAISE('g.taxable')} AS taxable, ${PAISE('g.cgst')} AS cgst,
              ${PAISE('g.sgst')} AS sgst, ${PAISE('g.igst')} AS igst, ${PAISE('g.cess')} AS cess, g.qty::bigint AS qty,
              CASE WHEN g."hsnSet" THEN ${FIRST_NAME} END AS description
         FROM g`,
      params,
    );
    const groups: GstOutwardGroup[] = [];
    const hsn: GstHsnGroup[] = [];
    for (const r of grouped.rows) {
      if (r.hsnSet) hsn.push({ registered: r.reg, hsn: r.hsn, description: r.description ?? '', gstPercent: Number(r.gst), sums: sums(r) });
      else groups.push({ table: r.tbl, registered: r.reg, intraState: r.intra, placeOfSupply: Number(r.pos), gstPercent: Number(r.gst), nil: r.nil, sums: sums(r) });
    }
    if (!full) {
      const counts = (await sql<{ invoices: number; creditNotes: number }>(
        `WITH ${DOCS} SELECT count(*) FILTER (WHERE kind = 0)::int AS invoices, count(*) FILTER (WHERE kind = 1)::int AS "creditNotes" FROM docs`,
        params.slice(0, 3),
      )).rows[0];
      return { documents: [], notes: [], groups, hsn, series: { invoices: [], creditNotes: [] }, counts };
    }
    const series = await this.series(params);
    const { documents, notes } = await this.listed(params);
    const count = (list: GstDocSeries[]) => list.reduce((s, x) => s + x.count, 0);
    return { documents, notes, groups, hsn, series, counts: { invoices: count(series.invoices), creditNotes: count(series.creditNotes) } };
  }

  /**
   * Table 13: per kind and series (the number without its trailing digits), count, lowest and highest running number.
   * One ordered array per series gives both ends (the last in (n, date, id) order is the first in the reverse order).
   */
  private async series(params: unknown[]): Promise<GstOutwardParts['series']> {
    const { rows } = await sql<{ kind: number; prefix: string; count: number; firstN: string; lastN: string; first: string; last: string }>(
      `WITH ${DOCS},
       numbered AS (
         SELECT kind, d, id, number, left(number, length(number) - coalesce(length(digits), 0)) AS prefix, coalesce(digits::numeric, 0) AS n
           FROM (SELECT kind, d, id, number, substring(number from '[0-9]+$') AS digits FROM docs) x
       ),
       s AS (
         SELECT kind, prefix, count(*)::int AS count, min(n)::text AS "firstN", max(n)::text AS "lastN", array_agg(number ORDER BY n, d, id) AS a
           FROM numbered GROUP BY kind, prefix
       )
       SELECT kind, prefix, count, "firstN", "lastN", a[1] AS first, a[cardinality(a)] AS last FROM s`,
      params.slice(0, 3),
    );
    const of = (kind: number) => rows.filter((r) => r.kind === kind).map((r) => ({
      prefix: r.prefix, count: r.count, firstN: Number(r.firstN), first: r.first, lastN: Number(r.lastN), last: r.last,
    }));
    return { invoices: of(0), creditNotes: of(1) };
  }

  /** B2B and B2CL invoices and the credit notes on them, in issue order, their taxed lines summed per rate. */
  private async listed(params: unknown[]): Promise<Pick<GstOutwardParts, 'documents' | 'notes'>> {
    const { rows } = await sql<DocRow>(
      `WITH ${LISTED},
       taxed AS (
         SELECT 0 AS kind, l.sale_invoice_id AS id, l.gst_percent, sum(l.taxable_amount) AS taxable, sum(l.cgst_amount) AS cgst,
                sum(l.sgst_amount) AS sgst, sum(l.igst_amount) AS igst, sum(l.cess_amount) AS cess
           FROM listed t JOIN sale_invoice_items l ON l.company_id = $1 AND l.sale_invoice_id = t.id
          WHERE t.kind = 0 AND NOT (l.gst_percent = 0 AND l.cess_amount = 0)
          GROUP BY l.sale_invoice_id, l.gst_percent
         UNION ALL
         SELECT 1, l.credit_note_id, l.gst_percent, sum(l.taxable_amount), sum(l.cgst_amount), sum(l.sgst_amount), sum(l.igst_amount), sum(l.cess_amount)
           FROM listed t JOIN credit_note_items l ON l.company_id = $1 AND l.credit_note_id = t.id
          WHERE t.kind = 1 AND NOT (l.gst_percent = 0 AND l.cess_amount = 0)
          GROUP BY l.credit_note_id, l.gst_percent
       )
       SELECT t.kind, t.id, t.number, to_char(t.d, 'YYYY-MM-DD') AS date, ${PAISE('t.total')} AS total, t.gstin, t.pos, t.intra,
              t.inv_number AS "invNumber", to_char(t.inv_date, 'YYYY-MM-DD') AS "invDate", ${PAISE('t.inv_total')} AS "invTotal",
              l.gst_percent::text AS gst, ${PAISE('l.taxable')} AS taxable, ${PAISE('l.cgst')} AS cgst, ${PAISE('l.sgst')} AS sgst,
              ${PAISE('l.igst')} AS igst, ${PAISE('l.cess')} AS cess
         FROM listed t
         LEFT JOIN taxed l ON l.kind = t.kind AND l.id = t.id
        ORDER BY t.kind, t.d, t.id, l.gst_percent`,
      params,
    );
    const documents: Gstr1Invoice[] = [];
    const notes: Gstr1CreditNote[] = [];
    let last: { id: string; kind: number; lines: Gstr1Line[] } | null = null;
    for (const r of rows) {
      if (!last || last.id !== r.id || last.kind !== r.kind) {
        const facts = { customerGstin: r.gstin || null, placeOfSupply: Number(r.pos), intraState: r.intra };
        const lines: Gstr1Line[] = [];
        if (r.kind === 0) documents.push({ number: r.number, date: r.date, totalPaise: safeInteger(r.total), ...facts, lines });
        else {
          notes.push({
            number: r.number, date: r.date, totalPaise: safeInteger(r.total), lines,
            invoice: { number: r.invNumber ?? '', date: r.invDate ?? '', totalPaise: safeInteger(r.invTotal), ...facts },
          });
        }
        last = { id: r.id, kind: r.kind, lines };
      }
      if (r.gst !== null) {
        last.lines.push({
          hsn: '', description: '', quantity: '0', gstPercent: Number(r.gst), taxablePaise: safeInteger(r.taxable), cgstPaise: safeInteger(r.cgst),
          sgstPaise: safeInteger(r.sgst), igstPaise: safeInteger(r.igst), cessPaise: safeInteger(r.cess),
        });
      }
    }
    return { documents, notes };
  }
}
