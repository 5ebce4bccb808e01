import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { pageOf, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { CATALOGUE_MESSAGES, type CategoryView, type SaveCategoryDto, type SavedCategoryView } from '../dtos/catalogue.dtos.js';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { toCategoryView } from './catalogue-views.js';
import { CATEGORY_RECORD } from './guarded-records.js';
import { normaliseCess } from './cess.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** Categories: the GST percentage, HSN and cess their products start from. */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly guard: DeletionGuard,
  ) {}

  /** Deletes a category without products; another company's id is a 404. */
  async remove(id: number): Promise<void> {
    const companyId = currentCompanyId();
    if (!(await this.categories.findById(companyId, id))) throw new NotFoundException(CATALOGUE_MESSAGES.categoryNotFound);
    await this.guard.assertUnused(CATEGORY_RECORD, companyId, id);
    await this.categories.remove(companyId, id);
  }

  async list(query: ListQuery): Promise<Paged<CategoryView>> {
    return pageOf(query, this.categories.list(currentCompanyId(), query), toCategoryView);
  }

  options() {
    const companyId = currentCompanyId();
    return this.categories.options(companyId);
  }

  /** Saves the category and passes its GST %, HSN and cess on to the products that follow it. */
  async save(input: SaveCategoryDto): Promise<SavedCategoryView> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.categories.findById(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(CATALOGUE_MESSAGES.categoryNotFound);
    if (await this.categories.nameTaken(companyId, input.name, input.id)) throw new ConflictException(CATALOGUE_MESSAGES.categoryNameTaken);
    const saved = await this.categories.save({
      ...(existing ? { id: existing.id } : {}),
      companyId: String(companyId),
      name: input.name,
      description: input.description ?? null,
      taxPercent: input.taxPercent === undefined ? null : String(input.taxPercent),
      hsn: input.hsn ?? null,
      ...normaliseCess(input),
    });
    const category = (await this.categories.findById(companyId, Number(saved.id)))!;
    let productsUpdated = 0;
    if (category.taxPercent === null) await this.categories.detachFollowers(companyId, category.id);
    else productsUpdated = await this.categories.applyTaxToFollowers(companyId, category);
    return { ...toCategoryView(category), productsUpdated };
  }

  count(): Promise<number> {
    const companyId = currentCompanyId();
    return this.categories.count(companyId);
  }
}
