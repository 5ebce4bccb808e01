// The public surface of features/catalogue: other features import only from here (scripts/check-boundaries).
export { catalogueKeys } from './api/catalogue-keys';
export type { Product } from './api/catalogue-types';
export { useCategoryOptionsQuery } from './api/use-category-options-query';
export { useProductOptionsQuery } from './api/use-product-options-query';
export { useProductsQuery } from './api/use-products-query';
export { lookupProduct } from './api/lookup-product';
