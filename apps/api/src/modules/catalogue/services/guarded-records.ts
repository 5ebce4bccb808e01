/** Catalogue records other modules' rows point at: modules register their usages under these names (core/deletion-guard). */
export const PRODUCT_RECORD = 'Product';
export const CATEGORY_RECORD = 'Category';
