import { Injectable } from '@nestjs/common';
import type { Gstr1CreditNote, Gstr1Invoice, Gstr1Line } from '@bizdesk/shared';
import { parsePaise } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

interface LineRow {
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

const LINES = (table: string, key: string, id: string) => `(
  SELECT coalesce(json_agg(json_build_object('hsn', l.hsn, 'name', l.product_name, 'quantity', l.quantity::text, 'gst', l.gst_percent::text,
           'taxable', l.taxable_amount::text, 'cgst', l.cgst_amount::text, 'sgst', l.sgst_amount::text, 'igst', l.igst_amount::text,
           'cess', l.cess_amount::text) ORDER BY l.line_no), '[]'::json)
    FROM ${table} l WHERE l.company_id = $1 AND l.${key} = ${id})`;

function toLine(l: LineRow): Gstr1Line {
  return {
    hsn: l.hsn ?? '', description: l.name, quantity: l.quantity, gstPercent: Number(l.gst), taxablePaise: parsePaise(l.taxable),
    cgstPaise: parsePaise(l.cgst), sgstPaise: parsePaise(l.sgst), igstPaise: parsePaise(l.igst), cessPaise: parsePaise(l.cess),
  };
}

/** A month's tax invoices and credit notes, as GSTR-1 reads them (snapshots taken at issue, never live profiles). */
@Injectable()
export class GstReturnsRepository {
  async invoices(from: string, to: string): Promise<Gstr1Invoice[]> {
    const { rows } = await sql<{
      number: string; date: string; gstin: string | null; pos: number | null; seller: number | null; intra: boolean; total: string; lines: LineRow[];
    }>(
      `SELECT i.invoice_number AS number, to_char(i.invoice_date, 'YYYY-MM-DD') AS date, i.customer_gstin AS gstin,
              i.place_of_supply_state_id AS pos, i.supplier_state_id AS seller, i.intra_state AS intra, i.total_amount::text AS total,
              ${LINES('sale_invoice_items', 'sale_invoice_id', 'i.id')} AS lines
         FROM sale_invoices i
        WHERE i.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND i.invoice_date BETWEEN $2 AND $3
        ORDER BY i.invoice_date, i.id`,
      [currentCompanyId(), from, to],
    );
    return rows.map((r) => ({
      number: r.number, date: r.date, customerGstin: r.gstin || null, placeOfSupply: Number(r.pos ?? r.seller ?? 0), intraState: r.intra,
      totalPaise: parsePaise(r.total), lines: r.lines.map(toLine),
    }));
  }

  async creditNotes(from: string, to: string): Promise<Gstr1CreditNote[]> {
    const { rows } = await sql<{
      number: string; date: string; total: string; lines: LineRow[];
      invNumber: string; invDate: string; gstin: string | null; pos: number | null; seller: number | null; intra: boolean; invTotal: string;
    }>(
      `SELECT c.credit_note_number AS number, to_char(c.credit_note_date, 'YYYY-MM-DD') AS date, c.total_amount::text AS total,
              ${LINES('credit_note_items', 'credit_note_id', 'c.id')} AS lines,
              i.invoice_number AS "invNumber", to_char(i.invoice_date, 'YYYY-MM-DD') AS "invDate", i.customer_gstin AS gstin,
              i.place_of_supply_state_id AS pos, i.supplier_state_id AS seller, i.intra_state AS intra, i.total_amount::text AS "invTotal"
         FROM credit_notes c
         JOIN sale_invoices i ON i.company_id = c.company_id AND i.id = c.sale_invoice_id
        WHERE c.company_id = $1 AND i.document_type = 'TAX_INVOICE' AND c.credit_note_date BETWEEN $2 AND $3
        ORDER BY c.credit_note_date, c.id`,
      [currentCompanyId(), from, to],
    );
    return rows.map((r) => ({
      number: r.number, date: r.date, totalPaise: parsePaise(r.total), lines: r.lines.map(toLine),
      invoice: {
        number: r.invNumber, date: r.invDate, customerGstin: r.gstin || null, placeOfSupply: Number(r.pos ?? r.seller ?? 0), intraState: r.intra,
        totalPaise: parsePaise(r.invTotal),
      },
    }));
  }
}
