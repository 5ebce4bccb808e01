import { Module } from '@nestjs/common';
import { AuditLogController } from './controllers/audit-log.controller.js';
import { AuditLogRepository } from './repositories/audit-log.repository.js';
import { AuditTrailService } from './services/audit-trail.service.js';

/**
 * The audit trail (issue 26 item 4): record changes are written by the database's triggers (migration
 * 1767100000000) in the transaction of the change; logins, logouts, ended sessions and exports are written here,
 * by the module that does them, in theirs. GET /api/erp/audit-log reads it.
 */
@Module({
  controllers: [AuditLogController],
  providers: [AuditTrailService, AuditLogRepository],
  exports: [AuditTrailService],
})
export class AuditModule {}
