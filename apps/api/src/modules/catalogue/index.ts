// The public surface of modules/catalogue: other modules import only from here (scripts/check-boundaries.mjs).
export { CatalogueModule } from './catalogue.module.js';
export { CategoriesService } from './services/categories.service.js';
export { ProductsService } from './services/products.service.js';
export { CATEGORY_RECORD, PRODUCT_RECORD } from './services/guarded-records.js';
