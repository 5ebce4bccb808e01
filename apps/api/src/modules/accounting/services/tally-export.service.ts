import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import {
  TALLY_VOUCHER_CLOSE, tallyEntryHead, tallyEntryXml, tallyGroup, tallyVoucherOpen, tallyVoucherType, tallyXmlPieces, type TallyLedger,
} from '@bizdesk/shared';
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

  /**
   * The file as pieces in order (their concatenation is the XML): every row is read from the database before this
   * answers, so nothing can fail once the first byte is sent; the vouchers are rendered lazily as the pieces are read.
   */
  async export(from: string, to: string): Promise<{ fileName: string; pieces: Iterable<string> }> {
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

    // One compact row per journal (its entries as "account amount" pairs in line order) rendered in JS from pieces
    // computed once per account: a month of 1,00,000 journals rendered as XML by PostgreSQL, or as an object per
    // line in JS, was the slow part of the file (bench gst-returns). Every line has one side (journal_lines_one_side_ck).
    const vouchers = (await sql<{ date: string; number: string; narration: string; module: string; entries: string }>(
      `SELECT to_char(j.transaction_date, 'YYYYMMDD') AS date, j.group_transaction_id AS number, j.remark AS narration, j.reference_module AS module,
              string_agg(concat(l.account_id, ' ', l.credit - l.debit), ' ' ORDER BY l.id) AS entries
         FROM journals j
         JOIN journal_lines l ON l.company_id = j.company_id AND l.journal_id = j.id
        WHERE j.company_id = $1 AND j.transaction_date BETWEEN $2::date AND $3::date AND l.debit <> l.credit
        GROUP BY j.transaction_date, j.id
        ORDER BY j.transaction_date, j.id`,
      [companyId, from, to],
    )).rows;
    const heads = new Map(accounts.map((a) => [a.id, tallyEntryHead(a.name)]));
    function* rendered(): Generator<string> {
      for (const { date, number, narration, module, entries } of vouchers) {
        let xml = tallyVoucherOpen(tallyVoucherType(module), date, number, narration);
        const pairs = entries.split(' ');
        for (let i = 0; i < pairs.length; i += 2) xml += tallyEntryXml(heads.get(pairs[i])!, pairs[i + 1]);
        yield xml + TALLY_VOUCHER_CLOSE;
      }
    }
    return { fileName: `tally-${from}-to-${to}.xml`, pieces: tallyXmlPieces({ ledgers, vouchers: rendered() }) };
  }
}
