// The public surface of features/companies: other features import only from here (scripts/check-boundaries).
export { cleanCompanyDetails } from './api/company-types';
export type { CompanyDetails } from './api/company-types';
export { CompanyFields } from './components/company-fields';
export { CompanyPasswordFields } from './components/company-password-fields';
