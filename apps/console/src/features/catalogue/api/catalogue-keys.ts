import type { PageRequest } from '../../../api';

/** Query keys for the catalogue: invalidate `categories()` / `products()` after a save. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  categoryList: (request: PageRequest) => [...catalogueKeys.categories(), 'list', request] as const,
  categoryOptions: () => [...catalogueKeys.categories(), 'options'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productList: (request: PageRequest & { categoryId?: number; size?: number }) => [...catalogueKeys.products(), 'list', request] as const,
  productOptions: () => [...catalogueKeys.products(), 'options'] as const,
};
