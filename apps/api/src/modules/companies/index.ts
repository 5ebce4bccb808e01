// The public surface of modules/companies: other modules import only from here (scripts/check-boundaries.mjs).
export { CompaniesModule } from './companies.module.js';
export { CompaniesService } from './services/companies.service.js';
