import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, expr, select } from '../../../core/database/typed-select.js';
import { CatalogueMastersRepository } from './catalogue-masters.repository.js';
import { ProductEntity } from '../entities/product.entity.js';

const SORTABLE: Record<string, string> = {
  id: 'p.id', name: 'lower(p.name)', mrp: 'p.mrp', sp: 'p.sp', pp: 'p.pp', taxPercent: 'p.tax_percent', hsn: 'p.hsn',
};
export const PRODUCT_SORTABLE = Object.keys(SORTABLE);

export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  categoryId: string;
  categoryName: string;
  mrp: string;
  pp: string;
  sp: string;
  taxPercent: string;
  hsn: string | null;
  cessApplicable: boolean;
  cessType: string;
  cessValue: string;
  priceIncludesTax: boolean;
  followCategoryTax: boolean;
  uqc: string;
  barcode: string | null;
  sku: string | null;
}

const p = columnsOf('products', 'p');
const FROM_PRODUCTS = 'FROM products p JOIN categories c ON c.company_id = p.company_id AND c.id = p.category_id';
const PRODUCT = select<ProductRow>({
  id: p.id, name: p.name, description: p.description, categoryId: p.category_id, categoryName: columnsOf('categories', 'c').name,
  mrp: p.mrp, pp: p.pp, sp: p.sp, taxPercent: p.tax_percent, hsn: p.hsn, cessApplicable: p.cess_applicable,
  cessType: p.cess_type, cessValue: p.cess_value, priceIncludesTax: p.price_includes_tax,
  followCategoryTax: p.tax_from_category, uqc: p.uqc, barcode: p.barcode, sku: p.sku,
}, FROM_PRODUCTS);
const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, FROM_PRODUCTS);
const CODE_HOLDER = select<{ name: string }>(
  { name: p.name }, 'FROM products p WHERE p.company_id = $1 AND p.id <> $3 AND (upper(p.barcode) = upper($2) OR upper(p.sku) = upper($2)) LIMIT 1',
);

@Injectable()
export class ProductsRepository extends CatalogueMastersRepository<ProductEntity> {
  protected readonly entity = ProductEntity;
  protected readonly table = 'products' as const;

  /** Another product of the company whose barcode or SKU is `code` (any case), with which of the two it is. */
  async codeHolder(companyId: number, code: string, exceptId: number): Promise<{ name: string } | null> {
    const { rows } = await sql(CODE_HOLDER, [companyId, code, exceptId]);
    return rows[0] ?? null;
  }

  /** The product whose barcode, else SKU, is `code` (any case): both unique per company. */
  async findByCode(companyId: number, code: string): Promise<ProductRow | null> {
    const { rows } = await sql(
      PRODUCT.and(`WHERE p.company_id = $1 AND (upper(p.barcode) = upper($2) OR upper(p.sku) = upper($2))
        ORDER BY (upper(p.barcode) = upper($2)) DESC NULLS LAST LIMIT 1`),
      [companyId, code],
    );
    return rows[0] ?? null;
  }


  async list(companyId: number, query: ListQuery, categoryId?: number): Promise<[ProductRow[], number]> {
    const where = ['p.company_id = $1'];
    const params: unknown[] = [companyId];
    if (categoryId) {
      params.push(categoryId);
      where.push(`p.category_id = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(p.name ILIKE $${params.length} OR p.hsn ILIKE $${params.length} OR c.name ILIKE $${params.length}
        OR p.barcode ILIKE $${params.length} OR p.sku ILIKE $${params.length})`);
    }
    const filter = where.join(' AND ');
    const total = (await sql(COUNT.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(
      PRODUCT.and(`WHERE ${filter} ORDER BY ${SORTABLE[query.sortBy] ?? 'p.id'} ${query.sortDirection}, p.id DESC
        LIMIT ${query.size} OFFSET ${query.offset}`),
      params,
    )).rows;
    return [rows, total];
  }

  /** The company's products among `ids` (others' are simply absent). */
  async findMany(companyId: number, ids: number[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    return (await sql(PRODUCT.and('WHERE p.company_id = $1 AND p.id = ANY($2::bigint[])'), [companyId, ids])).rows;
  }


  async options(companyId: number): Promise<ProductRow[]> {
    return (await sql(PRODUCT.and('WHERE p.company_id = $1 ORDER BY lower(p.name), p.id'), [companyId])).rows;
  }

  async count(companyId: number): Promise<number> {
    const { rows } = await sql(COUNT.and('WHERE p.company_id = $1'), [companyId]);
    return rows[0].n;
  }
}
