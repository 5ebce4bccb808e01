import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { buildTallyXml, parsePaise, tallyGroup, tallyVoucherType, type TallyLedger, type TallyVoucher } from '@bizdesk/shared';
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

    const rows = (await sql<{ id: string; date: string; number: string; remark: string; module: string; ledger: string; debit: string; credit: string }>(
      `SELECT j.id, to_char(j.transaction_date, 'YYYY-MM-DD') AS date, j.group_transaction_id AS number, j.remark, j.reference_module AS module,
              a.name AS ledger, l.debit::text AS debit, l.credit::text AS credit
         FROM journals j
         JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
         JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE j.company_id = $1 AND j.transaction_date BETWEEN $2::date AND $3::date
        ORDER BY j.transaction_date, j.id, l.id`,
      [companyId, from, to],
    )).rows;
    const vouchers = new Map<string, TallyVoucher>();
    for (const r of rows) {
      const v = vouchers.get(r.id) ?? { type: tallyVoucherType(r.module), date: r.date, number: r.number, narration: r.remark, lines: [] };
      v.lines.push({ ledger: r.ledger, debitPaise: parsePaise(r.debit), creditPaise: parsePaise(r.credit) });
      vouchers.set(r.id, v);
    }
    return { fileName: `tally-${from}-to-${to}.xml`, body: buildTallyXml({ ledgers, vouchers: [...vouchers.values()] }) };
  }
}
