import { Injectable } from '@nestjs/common';
import { parsePaise, type Gstr3bInward } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

interface InwardRow {
  intra: boolean;
  registered: boolean;
  composition: boolean;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
  nil: string;
  total: string;
}

/**
 * The month's inward supplies of goods for GSTR-3B tables 4 and 5: purchase orders and stock entries
 * received in it (the day the stock came in, India time: the day their input GST was booked). A document
 * with GST on it is from a registered supplier; one without is split by the supplier's registration:
 * a regular supplier's 0% lines are nil-rated, a composition or unregistered supplier's whole value is
 * an inward supply that carries no GST (table 5).
 */
@Injectable()
export class GstInwardService {
  async purchases(from: string, to: string): Promise<Gstr3bInward[]> {
    const { rows } = await sql<InwardRow>(
      `SELECT o.intra_state AS intra, (s.registration_type = 'REGULAR' AND s.gstin IS NOT NULL) AS registered,
              s.registration_type = 'COMPOSITION' AS composition,
              sum(i.taxable_amount) FILTER (WHERE i.gst_percent > 0 OR i.cess_amount > 0)::text AS taxable,
              sum(i.taxable_amount) FILTER (WHERE i.gst_percent = 0 AND i.cess_amount = 0)::text AS nil,
              o.igst_amount::text AS igst, o.cgst_amount::text AS cgst, o.sgst_amount::text AS sgst, o.cess_amount::text AS cess,
              o.total_amount::text AS total
         FROM purchase_orders o
         JOIN suppliers s ON s.company_id = o.company_id AND s.id = o.supplier_id
         JOIN purchase_order_items i ON i.company_id = o.company_id AND i.purchase_order_id = o.id
        WHERE o.company_id = $1 AND o.received_at IS NOT NULL
          AND (o.received_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $2::date AND $3::date
        GROUP BY o.id, s.id
        ORDER BY o.id`,
      [currentCompanyId(), from, to],
    );
    return rows.map((r): Gstr3bInward => {
      const tax = parsePaise(r.igst) + parsePaise(r.cgst) + parsePaise(r.sgst) + parsePaise(r.cess);
      const charged = tax > 0 || r.registered;
      return {
        source: 'PURCHASE',
        supplierType: charged ? 'REGULAR' : r.composition ? 'COMPOSITION' : 'UNREGISTERED',
        intraState: r.intra,
        taxed: charged
          ? { taxablePaise: parsePaise(r.taxable ?? '0'), igstPaise: parsePaise(r.igst), cgstPaise: parsePaise(r.cgst), sgstPaise: parsePaise(r.sgst), cessPaise: parsePaise(r.cess) }
          : { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 },
        nilExemptPaise: charged ? parsePaise(r.nil ?? '0') : 0,
        untaxedPaise: charged ? 0 : parsePaise(r.total),
        eligible: true,
      };
    });
  }
}
