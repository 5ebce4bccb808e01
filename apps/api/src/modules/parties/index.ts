// The public surface of modules/parties: other modules import only from here (scripts/check-boundaries.mjs).
export { PartiesModule } from './parties.module.js';
export { CustomersService, SuppliersService } from './services/parties.service.js';
export { CUSTOMER_RECORD, SUPPLIER_RECORD } from './services/guarded-records.js';
