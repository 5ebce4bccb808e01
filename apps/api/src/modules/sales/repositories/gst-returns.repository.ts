import { Injectable } from '@nestjs/common';
import type { Gstr1CreditNote, Gstr1Invoice, Gstr1Line } from '@bizdesk/shared';
import { parsePaise } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

interface LineRow {
  doc: string;
  hsn: string | null;
  name: string;
  quantity: string;
  gst: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  cess: string;
}

const LINE_COLUMNS = `l.hsn, l.product_name AS name, l.quantity::text AS quantity, l.gst_percent::text AS gst, l.taxable_amount::text AS taxable,
  l.cgst_amount::text AS cgst, l.sgst_amount::text AS sgst, l.igst_amount::text AS igst, l.cess_amount::text AS cess`;

function toLine(l: LineRow): Gstr1Line {
  return {
    hsn: l.hsn ?? '', description: l.name, quantity: l.quantity, gstPercent: Number(l.gst), taxablePaise: parsePaise(l.taxable),
    cgstPaise: parsePaise(l.cgst), sgstPaise: parsePaise(l.sgst), igstPaise: parsePaise(l.igst), cessPaise: parsePaise(l.cess),
  };
}

/** Lines by their document's id, in line order. */
function byDocument(rows: LineRow[]): Map<string, Gstr1Line[]> {
  const out = new Map<string, Gstr1Line[]>();
  for (const r of rows) {
    const list = out.get(r.doc);
    if (list) list.push(toLine(r));
    else out.set(r.doc, [toLine(r)]);
  }
  return out;
}

/**
 * A month's tax invoices and credit notes, as GSTR-1 and GSTR-3B read them (snapshots taken at issue, never live
 * profiles). Documents and their lines are two set-wise reads joined here by id (a month holds up to 100,000
 * invoices: one aggregate per document was the slow part, bench gst-returns).
 */
@Injectable()
export class GstReturnsRepository {
  async invoices(from: string, to: string): Promise<Gstr1Invoice[]> {
    const params = [currentCompanyId(), from, to];
    const { rows } = await sql<{
      id: string; number: string; date: string; gstin: string | null; pos: number | null; seller: number | null; intra: boolean; total: string;
    }>(
      `SELECT i.id, i.invoice_number AS number, to_char(i.invoice_date, 'YYYY-MM-DD') AS date, i.customer_gstin AS gstin,
              i.place_of_supply_state_id AS pos, i.supplier_state_id AS seller, i.intra_state AS intra, i.total_amount::text AS total
         FROM sale_invoices i
        WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3
        ORDER BY i.invoice_date, i.id`,
      params,
    );
    const lines = byDocument((await sql<LineRow>(
      `SELECT l.sale_invoice_id AS doc, ${LINE_COLUMNS}
         FROM sale_invoice_items l JOIN sale_invoices i ON i.company_id = l.company_id AND i.id = l.sale_invoice_id
        WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3
        ORDER BY l.sale_invoice_id, l.line_no`,
      params,
    )).rows);
    return rows.map((r) => ({
      number: r.number, date: r.date, customerGstin: r.gstin || null, placeOfSupply: Number(r.pos ?? r.seller ?? 0), intraState: r.intra,
      totalPaise: parsePaise(r.total), lines: lines.get(r.id) ?? [],
    }));
  }

  async creditNotes(from: string, to: string): Promise<Gstr1CreditNote[]> {
    const params = [currentCompanyId(), from, to];
    const { rows } = await sql<{
      id: string; number: string; date: string; total: string;
      invNumber: string; invDate: string; gstin: string | null; pos: number | null; seller: number | null; intra: boolean; invTotal: string;
    }>(
      `SELECT c.id, c.credit_note_number AS number, to_char(c.credit_note_date, 'YYYY-MM-DD') AS date, c.total_amount::text AS total,
              i.invoice_number AS "invNumber", to_char(i.invoice_date, 'YYYY-MM-DD') AS "invDate", i.customer_gstin AS gstin,
              i.place_of_supply_state_id AS pos, i.supplier_state_id AS seller, i.intra_state AS intra, i.total_amount::text AS "invTotal"
         FROM credit_notes c
         JOIN sale_invoices i ON i.company_id = c.company_id AND i.id = c.sale_invoice_id
        WHERE c.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND c.credit_note_date BETWEEN $2 AND $3
        ORDER BY c.credit_note_date, c.id`,
      params,
    );
    const lines = byDocument((await sql<LineRow>(
      `SELECT l.credit_note_id AS doc, ${LINE_COLUMNS}
         FROM credit_note_items l JOIN credit_notes c ON c.company_id = l.company_id AND c.id = l.credit_note_id
        WHERE c.company_id = $1 AND c.credit_note_date BETWEEN $2 AND $3
        ORDER BY l.credit_note_id, l.line_no`,
      params,
    )).rows);
    return rows.map((r) => ({
      number: r.number, date: r.date, totalPaise: parsePaise(r.total), lines: lines.get(r.id) ?? [],
      invoice: {
        number: r.invNumber, date: r.invDate, customerGstin: r.gstin || null, placeOfSupply: Number(r.pos ?? r.seller ?? 0), intraState: r.intra,
        totalPaise: parsePaise(r.invTotal),
      },
    }));
  }
}
