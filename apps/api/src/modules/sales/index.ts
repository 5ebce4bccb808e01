// The public surface of modules/sales: other modules import only from here (scripts/check-boundaries.mjs).
export { SalesModule } from './sales.module.js';
