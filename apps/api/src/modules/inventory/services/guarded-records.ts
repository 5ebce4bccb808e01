/** Inventory records other modules' rows point at: modules register their usages under these names (core/deletion-guard). */
export const WAREHOUSE_RECORD = 'Warehouse';
