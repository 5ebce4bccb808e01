import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { formatPaise, isIsoDate, MAX_AMOUNT_PAISE, paiseToDecimalString, parsePaise } from '@bizdesk/shared';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId, currentManager } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_CONSTRAINTS } from '../accounting.constraints.js';
import { ACCOUNTING_MESSAGES } from '../accounting.messages.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import { JournalsRepository } from '../repositories/journals.repository.js';
import { currentUserId } from './actor.js';
import { AccountingProvisioner } from './accounting-provisioner.service.js';
import { ON_DEMAND_ACCOUNTS, typeOfDefault, type SystemAccountCode } from './default-chart.js';
import { FinancialYearGuard } from './financial-year.guard.js';
import { normalizeReferenceModule, TransactionHistoryService } from './transaction-history.service.js';

export type { SystemAccountCode } from './default-chart.js';
export { FinancialYearLockedException } from './financial-year.guard.js';

/** One side of one account in a journal: exactly one of debitPaise / creditPaise is positive (whole paise). */
export interface JournalLineInput {
  accountId: number;
  debitPaise: number;
  creditPaise: number;
}

/** A line from a signed amount in paise (positive: debit, negative: credit); null for zero, to filter out. */
export function signedLine(accountId: number, paise: number): JournalLineInput | null {
  if (paise === 0) return null;
  return paise > 0 ? { accountId, debitPaise: paise, creditPaise: 0 } : { accountId, debitPaise: 0, creditPaise: -paise };
}

export interface PostJournalInput {
  /** 'yyyy-MM-dd' */
  date: string;
  remark: string;
  /** The posting module's tag, e.g. 'EXPENSE', 'INCOME', 'SALE', 'PURCHASE' (stored upper-case). */
  referenceModule: string;
  referenceId: number;
  lines: JournalLineInput[];
}

export interface PostJournalOptions {
  /** Write a transaction-history entry for (referenceModule, referenceId). Default true. */
  recordHistory?: boolean;
}

export interface ReverseJournalOptions extends PostJournalOptions {
  /** Date of the reversing journal; default the original journal's date. */
  date?: string;
}

export interface PostedJournal {
  groupTransactionId: string;
  /** Internal id of the journal row (for records that link to their journal). */
  journalId: number;
}

/**
 * The double-entry ledger, for every module that moves money (expenses, income, POS sales, purchases).
 *
 *   post({ date, remark, referenceModule, referenceId, lines })   -> { groupTransactionId }
 *   reverse(groupTransactionId, remark)                           -> { groupTransactionId } of the reversal
 *   systemAccountId('CASH' | 'BANK' | ...)                        -> account id in the current company
 *
 * Runs in the caller's transaction (the request's, or TenantRunner.runAsCompany): the journal commits
 * or rolls back with the record it belongs to. Refuses unbalanced journals (400), unknown accounts (400)
 * and dates inside a locked financial year (409, FinancialYearLockedException). The database refuses
 * the same things again (deferred balance trigger, locked-year trigger), so a bug cannot commit them.
 */
@Injectable()
export class JournalService {
  constructor(
    private readonly journals: JournalsRepository,
    private readonly accounts: CoaAccountsRepository,
    private readonly guard: FinancialYearGuard,
    private readonly history: TransactionHistoryService,
    private readonly provisioner: AccountingProvisioner,
  ) {}

  async post(input: PostJournalInput, options: PostJournalOptions = {}): Promise<PostedJournal> {
    const companyId = currentCompanyId();
    const referenceModule = this.checkReference(input.referenceModule, input.referenceId);
    if (!isIsoDate(input.date)) throw new BadRequestException(ACCOUNTING_MESSAGES.dateInvalid);
    const remark = String(input.remark ?? '').trim().slice(0, 500);
    const totals = this.checkLines(input.lines);

    await this.guard.assertOpen(input.date);
    const accountIds = [...new Set(input.lines.map((l) => l.accountId))].sort((a, b) => a - b);
    const found = await this.journals.lockAccounts(companyId, accountIds);
    if (found.length !== accountIds.length) {
      const known = new Set(found.map((a) => Number(a.id)));
      const missing = accountIds.filter((id) => !known.has(id));
      throw new BadRequestException(`${ACCOUNTING_MESSAGES.accountNotFound}: ${missing.join(', ')}`);
    }

    const journal = await this.journals.insertJournal({
      companyId, date: input.date, remark, referenceModule, referenceId: input.referenceId,
      reversesJournalId: null, createdBy: currentUserId(),
    });
    await this.journals.insertLines(companyId, journal.id, input.date, input.lines.map((l) => ({
      accountId: l.accountId,
      debit: paiseToDecimalString(l.debitPaise),
      credit: paiseToDecimalString(l.creditPaise),
    })));
    if (options.recordHistory !== false) {
      await this.history.record({
        referenceModule, referenceId: input.referenceId, remark, transactionDate: input.date,
        amount: paiseToDecimalString(totals), groupTransactionId: journal.groupTransactionId,
      });
    }
    return { groupTransactionId: journal.groupTransactionId, journalId: Number(journal.id) };
  }

  /**
   * Posts the mirror image of a journal (every debit becomes a credit) linked to it, dated like the
   * original unless told otherwise. A journal is reversed at most once; a reversal is not reversed.
   */
  async reverse(groupTransactionId: string, remark: string, options: ReverseJournalOptions = {}): Promise<PostedJournal> {
    const companyId = currentCompanyId();
    const original = await this.journals.findByGroupIdForUpdate(companyId, String(groupTransactionId ?? ''));
    if (!original) throw new NotFoundException(ACCOUNTING_MESSAGES.journalNotFound);
    if (original.reverses_journal_id) throw new BadRequestException(ACCOUNTING_MESSAGES.journalIsReversal);
    if (await this.journals.reversalOf(companyId, original.id)) throw new ConflictException(ACCOUNTING_MESSAGES.journalAlreadyReversed);
    const date = options.date ?? original.transaction_date;
    if (!isIsoDate(date)) throw new BadRequestException(ACCOUNTING_MESSAGES.dateInvalid);
    await this.guard.assertOpen(date);

    const lines = await this.journals.linesOf(companyId, original.id);
    const text = String(remark ?? '').trim().slice(0, 500) || `Reversal of ${original.group_transaction_id}`;
    let reversal: { id: string; groupTransactionId: string };
    try {
      reversal = await this.journals.insertJournal({
        companyId, date, remark: text, referenceModule: original.reference_module, referenceId: Number(original.reference_id),
        reversesJournalId: original.id, createdBy: currentUserId(),
      });
    } catch (e) {
      throw translateDbError(e, ACCOUNTING_CONSTRAINTS);
    }
    await this.journals.insertLines(companyId, reversal.id, date, lines.map((l) => ({
      accountId: Number(l.account_id), debit: l.credit, credit: l.debit,
    })));
    if (options.recordHistory !== false) {
      const total = lines.reduce((sum, l) => sum + parsePaise(l.debit), 0);
      await this.history.record({
        referenceModule: original.reference_module, referenceId: Number(original.reference_id), remark: text,
        transactionDate: date, amount: paiseToDecimalString(total), groupTransactionId: reversal.groupTransactionId,
      });
    }
    return { groupTransactionId: reversal.groupTransactionId, journalId: Number(reversal.id) };
  }

  /** The current company's accounts among `ids`: id -> name, subtype and system code (an unknown id is absent). */
  async accountsById(ids: number[]): Promise<Map<number, { name: string; subType: string; systemCode: string | null }>> {
    const rows = await this.journals.accountsById(currentCompanyId(), ids);
    return new Map(rows.map((r) => [r.id, { name: r.name, subType: r.sub_type, systemCode: r.system_code }]));
  }

  /** The company's first financial year (by start date), or null when it has none yet. */
  firstFinancialYear(): Promise<{ name: string; startDate: string; isLocked: boolean } | null> {
    return this.journals.firstFinancialYear(currentCompanyId());
  }

  /**
   * The id of a default account of the current company. Companies activated before accounting existed
   * get their default chart on first use (provisioning is idempotent).
   */
  async systemAccountId(code: SystemAccountCode): Promise<number> {
    const companyId = currentCompanyId();
    const id = await this.accounts.idBySystemCode(companyId, code);
    if (id !== null) return id;
    await this.provisioner.provision(companyId, currentManager());
    const onDemand = ON_DEMAND_ACCOUNTS.find((a) => a.code === code);
    if (onDemand) await this.accounts.ensureSystemAccount(currentManager(), companyId, { ...onDemand, type: typeOfDefault(onDemand) });
    const again = await this.accounts.idBySystemCode(companyId, code);
    if (again === null) throw new NotFoundException(`System account ${code} not found`);
    return again;
  }

  /** systemAccountId for several codes at once (one query when they all exist, as they do after first use). */
  async systemAccountIds<C extends SystemAccountCode>(codes: readonly C[]): Promise<Record<C, number>> {
    const found = await this.accounts.idsBySystemCodes(currentCompanyId(), codes);
    const ids = {} as Record<C, number>;
    for (const code of codes) ids[code] = found.get(code) ?? (await this.systemAccountId(code));
    return ids;
  }

  private checkReference(module: string, referenceId: number): string {
    const normalized = normalizeReferenceModule(String(module ?? ''));
    if (!normalized || normalized.length > 40) throw new BadRequestException(ACCOUNTING_MESSAGES.referenceModuleRequired);
    if (!Number.isSafeInteger(referenceId) || referenceId <= 0) throw new BadRequestException(ACCOUNTING_MESSAGES.referenceIdRequired);
    return normalized;
  }

  /** Whole, non-negative paise; one positive side per line; at least two lines; debits equal credits. */
  private checkLines(lines: JournalLineInput[]): number {
    if (!Array.isArray(lines) || lines.length < 2) {
      throw new BadRequestException(`${ACCOUNTING_MESSAGES.journalUnbalanced}: a journal needs at least two lines`);
    }
    let debits = 0;
    let credits = 0;
    for (const l of lines) {
      const ok = (v: number) => Number.isSafeInteger(v) && v >= 0 && v <= MAX_AMOUNT_PAISE;
      if (!Number.isSafeInteger(l.accountId) || l.accountId <= 0) throw new BadRequestException(ACCOUNTING_MESSAGES.accountNotFound);
      if (!ok(l.debitPaise) || !ok(l.creditPaise) || (l.debitPaise > 0) === (l.creditPaise > 0)) {
        throw new BadRequestException('Each journal line needs exactly one positive side, in whole paise');
      }
      debits += l.debitPaise;
      credits += l.creditPaise;
    }
    if (debits !== credits) {
      throw new BadRequestException(
        `${ACCOUNTING_MESSAGES.journalUnbalanced}: debits ${formatPaise(debits)}, credits ${formatPaise(credits)}`,
      );
    }
    if (debits > MAX_AMOUNT_PAISE) throw new BadRequestException(ACCOUNTING_MESSAGES.amountTooLarge);
    return debits;
  }
}
