import { apiGet } from '../../../api';

/** GET /api/erp/product/lookup: the product a scanned or typed barcode / SKU names (404 naming the code otherwise). */
export function lookupProduct(code: string) {
  return apiGet('/api/erp/product/lookup', { code: code.trim() });
}
