import { apiGet } from '../../../api';

/** GET /api/erp/product/lookup: the product a scanned or typed barcode / SKU names (404 naming the code otherwise). */
export function lookupProduct(code: string) {
  // The POS says what went wrong in its own banner, next to the scan box: no toast on top of it.
  return apiGet('/api/erp/product/lookup', { code: code.trim() }, { notifyOnError: false });
}
