// The public surface of modules/companies: other modules import only from here (scripts/check-boundaries.mjs).
export { CompaniesModule } from './companies.module.js';
export { CompaniesService } from './services/companies.service.js';
export { CompanyGstProfileService, type CompanyGstProfile } from './services/company-gst-profile.service.js';
