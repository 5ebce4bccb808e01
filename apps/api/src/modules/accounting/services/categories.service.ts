import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_CONSTRAINTS } from '../accounting.constraints.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import type { RecordCategoryView, SaveRecordCategoryDto } from '../dtos/category.dtos.js';
import { CategoriesRepository, type CategoryKind, type CategoryRow } from '../repositories/categories.repository.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import { currentUserId } from './actor.js';
import { DEFAULT_EXPENSE_ACCOUNT_CODE, DEFAULT_INCOME_ACCOUNT_CODE } from './default-chart.js';

/** Which accounts a category may post to. */
const ALLOWED: Record<CategoryKind, { types: string[]; subTypes: string[]; message: string; defaultCode: string }> = {
  EXPENSE: { types: ['EXPENSE'], subTypes: [], message: M.categoryAccountInvalid, defaultCode: DEFAULT_EXPENSE_ACCOUNT_CODE },
  INCOME: { types: ['INCOME'], subTypes: ['OWNER_CAPITAL', 'LOAN'], message: M.incomeCategoryAccountInvalid, defaultCode: DEFAULT_INCOME_ACCOUNT_CODE },
};

export function toCategoryView(r: CategoryRow): RecordCategoryView {
  return { id: Number(r.id), name: r.name, description: r.description, accountId: Number(r.account_id), accountName: r.account_name };
}

/** Expense and income categories; each posts to a ledger account (defaulting to Office Expenses / Other Income). */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly accounts: CoaAccountsRepository,
  ) {}

  async list(kind: CategoryKind, query: ListQuery): Promise<Paged<RecordCategoryView>> {
    const [rows, total] = await this.categories.list(kind, currentCompanyId(), query);
    return paged(rows.map(toCategoryView), total, query);
  }

  async select(kind: CategoryKind): Promise<{ id: number; name: string }[]> {
    return (await this.categories.select(kind, currentCompanyId())).map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async save(kind: CategoryKind, input: SaveRecordCategoryDto): Promise<{ category: RecordCategoryView; created: boolean }> {
    const companyId = currentCompanyId();
    let existing: CategoryRow | null = null;
    if (input.id !== 0) {
      existing = await this.categories.findById(kind, companyId, input.id);
      if (!existing) throw new NotFoundException(M.categoryNotFound);
    }
    const accountId = await this.accountFor(kind, companyId, input.accountId ?? (existing ? Number(existing.account_id) : null));
    if (await this.categories.nameTaken(kind, companyId, input.name, input.id)) throw new ConflictException(M.categoryNameTaken);
    const fields = { name: input.name, description: input.description ?? null, accountId };
    try {
      const id = existing ? input.id : await this.categories.insert(kind, companyId, fields, currentUserId());
      if (existing) await this.categories.update(kind, companyId, id, fields);
      return { category: toCategoryView((await this.categories.findById(kind, companyId, id))!), created: !existing };
    } catch (e) {
      throw translateDbError(e, ACCOUNTING_CONSTRAINTS);
    }
  }

  private async accountFor(kind: CategoryKind, companyId: number, requested: number | null): Promise<number> {
    const rule = ALLOWED[kind];
    if (requested === null) {
      const id = await this.accounts.idBySystemCode(companyId, rule.defaultCode);
      if (id === null) throw new BadRequestException(rule.message);
      return id;
    }
    const account = await this.accounts.findById(companyId, requested);
    if (!account) throw new NotFoundException(M.accountNotFound);
    if (!rule.types.includes(account.account_type) && !rule.subTypes.includes(account.account_sub_type)) {
      throw new BadRequestException(rule.message);
    }
    return requested;
  }
}
