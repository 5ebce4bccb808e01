import { Injectable } from '@nestjs/common';
import { parsePaise, type Gstr3bInward } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/**
 * A month's expenses that carry a vendor's GST, as GSTR-3B table 4 reads them (by the expense date):
 * eligible GST is input tax credit, blocked GST is reported and reversed (4(B)(1)). A vendor with a
 * GSTIN is a registered supplier; a 0% bill (no GST on it) is a nil-rated inward supply (table 5).
 */
@Injectable()
export class ExpenseGstService {
  async inward(from: string, to: string): Promise<Gstr3bInward[]> {
    const { rows } = await sql<{
      vendor: string; place: number; taxable: string; igst: string; cgst: string; sgst: string; cess: string; eligible: boolean;
    }>(
      `SELECT vendor_gstin AS vendor, place_of_supply_state_id AS place, taxable_amount::text AS taxable, igst_amount::text AS igst,
              cgst_amount::text AS cgst, sgst_amount::text AS sgst, cess_amount::text AS cess, itc_eligible AS eligible
         FROM expenses
        WHERE company_id = $1 AND vendor_gstin IS NOT NULL AND deleted_at IS NULL AND expense_date BETWEEN $2::date AND $3::date
        ORDER BY expense_date, id`,
      [currentCompanyId(), from, to],
    );
    return rows.map((r): Gstr3bInward => {
      const taxed = { taxablePaise: parsePaise(r.taxable), igstPaise: parsePaise(r.igst), cgstPaise: parsePaise(r.cgst), sgstPaise: parsePaise(r.sgst), cessPaise: parsePaise(r.cess) };
      const nil = taxed.igstPaise + taxed.cgstPaise + taxed.sgstPaise + taxed.cessPaise === 0;
      return {
        source: 'EXPENSE',
        supplierType: 'REGULAR',
        intraState: Number(r.vendor.slice(0, 2)) === Number(r.place),
        taxed: nil ? { ...taxed, taxablePaise: 0 } : taxed,
        nilExemptPaise: nil ? taxed.taxablePaise : 0,
        untaxedPaise: 0,
        eligible: r.eligible,
      };
    });
  }
}
