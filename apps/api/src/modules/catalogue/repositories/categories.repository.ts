import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, expr, int, select } from '../../../core/database/typed-select.js';
import { CatalogueMastersRepository } from './catalogue-masters.repository.js';
import { CategoryEntity } from '../entities/category.entity.js';

const SORTABLE: Record<string, string> = { id: 'c.id', name: 'lower(c.name)', taxPercent: 'c.tax_percent', hsn: 'c.hsn' };
export const CATEGORY_SORTABLE = Object.keys(SORTABLE);

const c = columnsOf('categories', 'c');
const OPTIONS = select<{ id: number; name: string }>({ id: int(c.id), name: c.name }, 'FROM categories c WHERE c.company_id = $1 ORDER BY lower(c.name), c.id');
const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, 'FROM categories c WHERE c.company_id = $1');

@Injectable()
export class CategoriesRepository extends CatalogueMastersRepository<CategoryEntity> {
  protected readonly entity = CategoryEntity;
  protected readonly table = 'categories' as const;

  async list(companyId: number, query: ListQuery): Promise<[CategoryEntity[], number]> {
    const qb = this.repo().createQueryBuilder('c').where('c.company_id = :companyId', { companyId });
    if (query.search) qb.andWhere('(c.name ILIKE :s OR c.hsn ILIKE :s OR c.description ILIKE :s)', { s: likePattern(query.search) });
    return qb.orderBy(SORTABLE[query.sortBy] ?? 'c.id', query.sortDirection).addOrderBy('c.id', 'DESC')
      .offset(query.offset).limit(query.size).getManyAndCount();
  }

  /**
   * Gives the category's GST %, HSN and cess to the products that follow it; returns how many
   * products changed.
   */
  async applyTaxToFollowers(companyId: number, category: CategoryEntity): Promise<number> {
    const { rows } = await sql(
      `UPDATE products SET tax_percent = $3, hsn = $4, cess_applicable = $5, cess_type = $6, cess_value = $7
        WHERE company_id = $1 AND category_id = $2 AND tax_from_category
          AND (tax_percent, hsn, cess_applicable, cess_type, cess_value) IS DISTINCT FROM ($3::numeric, $4::varchar, $5::boolean, $6::varchar, $7::numeric)
        RETURNING id`,
      [companyId, category.id, category.taxPercent, category.hsn, category.cessApplicable, category.cessType, category.cessValue],
    );
    return rows.length;
  }

  /** A category without GST %: its followers keep their values and stop following. */
  async detachFollowers(companyId: number, categoryId: string): Promise<void> {
    await sql(`UPDATE products SET tax_from_category = false WHERE company_id = $1 AND category_id = $2 AND tax_from_category`, [companyId, categoryId]);
  }


  async options(companyId: number): Promise<{ id: number; name: string }[]> {
    return (await sql(OPTIONS, [companyId])).rows;
  }

  async count(companyId: number): Promise<number> {
    return (await sql(COUNT, [companyId])).rows[0].n;
  }
}
