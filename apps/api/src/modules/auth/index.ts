// The public surface of modules/auth: other modules import only from here (scripts/check-boundaries.mjs).
export { AuthModule } from './auth.module.js';
export { CompanyStatusPort } from './company-status.js';
export type { CompanyLoginStatus, CompanyStatusReader } from './company-status.js';
export { DUMMY_HASH_INPUT, PasswordHasher } from './services/password-hasher.js';
export { UserAccountsService } from './services/user-accounts.service.js';
