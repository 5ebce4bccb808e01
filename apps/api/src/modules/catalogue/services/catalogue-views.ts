import type { CessType } from '@bizdesk/shared';
import type { CategoryView, ProductView } from '../dtos/catalogue.dtos.js';
import type { CategoryEntity } from '../entities/category.entity.js';
import type { ProductRow } from '../repositories/products.repository.js';

export function toCategoryView(c: CategoryEntity): CategoryView {
  return {
    id: Number(c.id),
    name: c.name,
    description: c.description,
    taxPercent: c.taxPercent === null ? null : Number(c.taxPercent),
    hsn: c.hsn,
    cessApplicable: c.cessApplicable,
    cessType: c.cessType as CessType,
    cessValue: Number(c.cessValue),
  };
}

export function toProductView(p: ProductRow): ProductView {
  return {
    id: Number(p.id),
    name: p.name,
    description: p.description,
    categoryId: Number(p.categoryId),
    categoryName: p.categoryName,
    mrp: p.mrp,
    pp: p.pp,
    sp: p.sp,
    taxPercent: Number(p.taxPercent),
    hsn: p.hsn,
    cessApplicable: p.cessApplicable,
    cessType: p.cessType as CessType,
    cessValue: Number(p.cessValue),
    priceIncludesTax: p.priceIncludesTax,
    followCategoryTax: p.followCategoryTax,
    uqc: p.uqc,
    barcode: p.barcode,
    sku: p.sku,
  };
}
