import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { buildTallyXml, TALLY_VOUCHER_TYPES, tallyGroup, type TallyLedger } from '@bizdesk/shared';
import { CustomersService, SuppliersService } from '../../parties/index.js';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export const TALLY_MESSAGES = {
  range: 'To date must be on or after From date',
  tooLong: 'Export at most one year (366 days) at a time',
} as const;

/**
 * The books of a period as a Tally XML import: every account as a ledger under the matching Tally group, every
 * customer and supplier as a party ledger (GSTIN, registration type, state), and every journal dated in the
 * period as a voucher of the type its module implies (sales, purchase, receipt, payment, credit note, journal).
 */
@Injectable()
export class TallyExportService {
  constructor(
    private readonly customers: CustomersService,
    private readonly suppliers: SuppliersService,
    private readonly audit: AuditTrailService,
  ) {}

  async export(from: string, to: string): Promise<{ fileName: string; body: string }> {
    if (to < from) throw new BadRequestException(TALLY_MESSAGES.range);
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 366) throw new BadRequestException(TALLY_MESSAGES.tooLong);
    const companyId = currentCompanyId();
    await this.audit.record({ action: 'EXPORT', recordType: 'tally', details: { from, to } });
    const accounts = (await sql<{ id: string; name: string; type: string; subType: string; code: string | null }>(
      `SELECT id, name, account_type AS type, account_sub_type AS "subType", system_code AS code FROM coa_accounts WHERE company_id = $1 ORDER BY id`,
      [companyId],
    )).rows;
    const taken = new Set(accounts.map((a) => a.name.toLowerCase()));
    const ledgers: TallyLedger[] = accounts.map((a) => ({ name: a.name, parent: tallyGroup(a.type, a.subType, a.code) }));
    const party = (kind: 'Customer' | 'Supplier', parent: string) => (p: { id: number; name: string; gstin: string | null; stateName: string }) => {
      // Tally ledger names are unique across masters: a party named like an account (or like a party of the other kind) gets its kind added.
      let name = p.name;
      if (taken.has(name.toLowerCase())) name = `${p.name} (${kind})`;
      if (taken.has(name.toLowerCase())) name = `${p.name} (${kind} ${p.id})`;
      taken.add(name.toLowerCase());
      ledgers.push({ name, parent, gstin: p.gstin, stateName: p.stateName, registrationType: p.gstin ? 'Regular' : 'Unregistered' });
    };
    (await this.customers.options()).forEach(party('Customer', 'Sundry Debtors'));
    (await this.suppliers.options()).forEach(party('Supplier', 'Sundry Creditors'));

    // Each voucher rendered by PostgreSQL as the TALLYMESSAGE voucherXml (packages/shared tally.ts) writes: a year of
    // journals is hundreds of thousands of lines, and building an object per line in JS was the slow part (bench gst-returns).
    const types = Object.entries(TALLY_VOUCHER_TYPES);
    const typeCase = `CASE j.reference_module ${types.map((_, i) => `WHEN $${4 + 2 * i} THEN $${5 + 2 * i}`).join(' ')} ELSE 'Journal' END`;
    const vouchers = (await sql<{ xml: string }>(
      `WITH v AS (
         SELECT j.id, j.transaction_date, j.group_transaction_id AS number, j.remark, ${typeCase} AS type,
                string_agg('<ALLLEDGERENTRIES.LIST><LEDGERNAME>' || ${xml('a.name')} || '</LEDGERNAME><ISDEEMEDPOSITIVE>'
                  || CASE WHEN l.debit > l.credit THEN 'Yes' ELSE 'No' END || '</ISDEEMEDPOSITIVE><AMOUNT>' || (l.credit - l.debit)::text
                  || '</AMOUNT></ALLLEDGERENTRIES.LIST>', '' ORDER BY l.id) FILTER (WHERE l.debit <> l.credit) AS entries
           FROM journals j
           JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
           JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
          WHERE j.company_id = $1 AND j.transaction_date BETWEEN $2::date AND $3::date
          GROUP BY j.id
       )
       SELECT '<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="' || ${xml('type')} || '" ACTION="Create"><DATE>' || to_char(transaction_date, 'YYYYMMDD')
              || '</DATE><VOUCHERTYPENAME>' || ${xml('type')} || '</VOUCHERTYPENAME><VOUCHERNUMBER>' || ${xml('number')}
              || '</VOUCHERNUMBER><NARRATION>' || ${xml('remark')} || '</NARRATION><EFFECTIVEDATE>' || to_char(transaction_date, 'YYYYMMDD')
              || '</EFFECTIVEDATE>' || coalesce(entries, '') || '</VOUCHER></TALLYMESSAGE>' AS xml
         FROM v ORDER BY transaction_date, id`,
      [companyId, from, to, ...types.flat()],
    )).rows.map((r) => r.xml);
    return { fileName: `tally-${from}-to-${to}.xml`, body: buildTallyXml({ ledgers, vouchers }) };
  }
}

/** SQL escaping a text column the way xmlEscape does (& first, so nothing is escaped twice). */
function xml(column: string): string {
  return `replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&apos;')`;
}
