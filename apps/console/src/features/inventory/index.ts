// The public surface of features/inventory: other features import only from here (scripts/check-boundaries).
export { inventoryKeys } from './api/inventory-keys';
export type { WarehouseOption } from './api/inventory-types';
export { useWarehouseOptionsQuery } from './api/use-warehouses';
