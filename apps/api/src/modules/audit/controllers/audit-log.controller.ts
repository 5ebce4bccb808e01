import { Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { OptionalIdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { AuditEntryView } from '../dtos/audit-log.dtos.js';
import { AUDIT_MESSAGES, AuditTrailService } from '../services/audit-trail.service.js';
import { ApiController, GetRoute, PagedRoute } from '../../../core/http/routes.js';

@ApiController('audit', 'erp/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditTrailService) {}

  @PagedRoute('audit.read', '', "The company's activity: every create, edit and delete of a record, login, logout, ended session and export, newest first",
    AuditEntryView,
    { query: 'URL-encoded JSON {search, page, size, sort} (sort id,desc or id,asc); search matches the user, record type, action, record id or address' },
    ApiQuery({ name: 'userId', required: false, type: Number }), ApiQuery({ name: 'recordType', required: false, example: 'expense' }),
    ApiQuery({ name: 'action', required: false, example: 'UPDATE' }),
    ApiQuery({ name: 'from', required: false, example: '2026-04-01', description: 'First day (yyyy-MM-dd, India time)' }),
    ApiQuery({ name: 'to', required: false, example: '2026-04-30', description: 'Last day (yyyy-MM-dd, India time)' }))
  async list(
    @ListParams() query: ListQuery,
    @Query('userId', OptionalIdPipe) userId?: number,
    @Query('recordType') recordType?: string,
    @Query('action') action?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ) {
    return reply(await this.audit.list(query, { userId, recordType, action, from, to }), AUDIT_MESSAGES.fetched);
  }

  @GetRoute('audit.read', 'users', 'The people who appear in the activity log, for its user filter', ApiSelectEnvelope())
  async users() {
    return reply(await this.audit.users(), AUDIT_MESSAGES.fetched);
  }
}
