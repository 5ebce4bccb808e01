// The public surface of modules/audit: other modules import only from here (scripts/check-boundaries.mjs).
export { AuditModule } from './audit.module.js';
export { AuditTrailService, type AuditAction, type AuditEntry } from './services/audit-trail.service.js';
