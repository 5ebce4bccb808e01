import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { accountTypeOf, ACCOUNT_SUBTYPE_LIST, isValidIfscFormat, type AccountSubType } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { conflict, translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_CONSTRAINTS } from '../accounting.constraints.js';
import { ACCOUNTING_MESSAGES as M, systemAccountDeleteMessage, systemAccountSubTypeMessage } from '../accounting.messages.js';
import type { AccountSelectOption, CoaAccountView, SaveCoaAccountDto } from '../dtos/coa-account.dtos.js';
import { CoaAccountsRepository, type CoaAccountFields, type CoaAccountRow } from '../repositories/coa-accounts.repository.js';
import { currentUserId } from './actor.js';

export function toCoaAccountView(r: CoaAccountRow): CoaAccountView {
  return {
    id: Number(r.id), name: r.name, accountType: r.account_type, accountSubType: r.account_sub_type,
    parentId: r.parent_id === null ? null : Number(r.parent_id), bankName: r.bank_name, accountNumber: r.account_number,
    ifscCode: r.ifsc_code, branchName: r.branch_name, upiId: r.upi_id, systemCode: r.system_code,
    isSystem: r.system_code !== null,
    ifscWarning: r.ifsc_code && !isValidIfscFormat(r.ifsc_code) ? M.ifscWarning : null,
  };
}

/** Chart of accounts: 14 subtypes in 5 types; the type is always derived here, never taken from the caller. */
@Injectable()
export class CoaAccountsService {
  constructor(private readonly accounts: CoaAccountsRepository) {}

  async list(query: ListQuery): Promise<Paged<CoaAccountView>> {
    const [rows, total] = await this.accounts.list(currentCompanyId(), query);
    return paged(rows.map(toCoaAccountView), total, query);
  }

  /** Options for selects; `subTypes` / `types` (comma-separated) narrow them, e.g. CASH,BANK for a payment account. */
  async select(subTypes?: string, types?: string): Promise<AccountSelectOption[]> {
    const split = (v?: string) => (v ? v.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean) : undefined);
    const rows = await this.accounts.select(currentCompanyId(), { subTypes: split(subTypes), types: split(types) });
    return rows.map((r) => ({ id: Number(r.id), name: r.name, accountSubType: r.account_sub_type, accountType: r.account_type }));
  }

  async save(input: SaveCoaAccountDto): Promise<{ account: CoaAccountView; created: boolean }> {
    const companyId = currentCompanyId();
    const subType = input.accountSubType as AccountSubType;
    if (!ACCOUNT_SUBTYPE_LIST.includes(subType)) throw new BadRequestException(M.subTypeRequired);
    const bank = subType === 'BANK';
    const fields: CoaAccountFields = {
      name: input.name,
      accountSubType: subType,
      accountType: accountTypeOf(subType)!,
      parentId: input.parentId ?? null,
      bankName: bank ? input.bankName ?? null : null,
      accountNumber: bank ? input.accountNumber ?? null : null,
      ifscCode: bank ? input.ifscCode ?? null : null,
      branchName: bank ? input.branchName ?? null : null,
      upiId: bank ? input.upiId ?? null : null,
    };

    let existing: CoaAccountRow | null = null;
    if (input.id !== 0) {
      existing = await this.accounts.findById(companyId, input.id, true);
      if (!existing) throw new NotFoundException(M.accountNotFound);
    }
    // System accounts keep their sub-type (other modules post to them by code); renaming is fine.
    if (existing?.system_code && existing.account_sub_type !== fields.accountSubType) {
      throw new ConflictException(systemAccountSubTypeMessage(existing.name));
    }
    if (fields.parentId !== null) await this.checkParent(companyId, input.id, fields.parentId);
    if (await this.accounts.nameTaken(companyId, fields.name, input.id)) throw new ConflictException(M.accountNameTaken);
    if (existing && existing.account_type !== fields.accountType && (await this.accounts.hasPostings(companyId, input.id))) {
      throw new BadRequestException(M.typeLockedByPostings);
    }

    try {
      const id = existing ? input.id : await this.accounts.insert(companyId, fields, currentUserId());
      if (existing) await this.accounts.update(companyId, id, fields);
      return { account: toCoaAccountView((await this.accounts.findById(companyId, id))!), created: !existing };
    } catch (e) {
      throw translateDbError(e, ACCOUNTING_CONSTRAINTS);
    }
  }

  /** Deletes an account nothing uses: never a system account, one with postings, or one still referenced (409). */
  async remove(id: number): Promise<void> {
    const companyId = currentCompanyId();
    const account = await this.accounts.findById(companyId, id, true);
    if (!account) throw new NotFoundException(M.accountNotFound);
    if (account.system_code) throw new ConflictException(systemAccountDeleteMessage(account.name));
    if (await this.accounts.hasPostings(companyId, id)) throw new ConflictException(M.accountHasPostings);
    try {
      await this.accounts.delete(companyId, id);
    } catch (e) {
      // Categories, records, purchase orders or child accounts still point at it (whichever foreign key).
      throw translateDbError(e, { ...ACCOUNTING_CONSTRAINTS, foreignKey: conflict(M.accountInUse) });
    }
  }

  /** The parent must be another account of the company, and not one of its own descendants. */
  private async checkParent(companyId: number, selfId: number, parentId: number): Promise<void> {
    if (parentId === selfId) throw new BadRequestException(M.parentSelf);
    let cursor: number | null = parentId;
    for (let depth = 0; cursor !== null && depth < 50; depth++) {
      const row: CoaAccountRow | null = await this.accounts.findById(companyId, cursor);
      if (!row) throw new NotFoundException(M.parentInvalid);
      if (selfId !== 0 && Number(row.id) === selfId) throw new BadRequestException(M.parentSelf);
      cursor = row.parent_id === null ? null : Number(row.parent_id);
    }
  }
}
