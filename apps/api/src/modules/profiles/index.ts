// The public surface of modules/profiles: other modules import only from here (scripts/check-boundaries.mjs).
export { ProfilesModule } from './profiles.module.js';
export { InvoiceDetailsService } from './services/invoice-details.service.js';
export { CompanyInvoiceDetailsView } from './dtos/invoice-details.dtos.js';
