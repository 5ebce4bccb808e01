/** Party records other modules' rows point at: modules register their usages under these names (core/deletion-guard). */
export const CUSTOMER_RECORD = 'Customer';
export const SUPPLIER_RECORD = 'Supplier';
