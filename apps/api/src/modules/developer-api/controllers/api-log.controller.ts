import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiCallsPerDayView, ApiLogFilter, ApiLogView } from '../dtos/api-log.dtos.js';
import { API_LOG_SORTABLE } from '../repositories/api-logs.repository.js';
import { ApiLogsService } from '../services/api-logs.service.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('api-logs')
@ApiBearerAuth()
@Controller('erp/api-log')
export class ApiLogController {
  constructor(private readonly logs: ApiLogsService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'The company\'s /api/v1 calls, newest first (search, page, size, sort, appId, fromDate, toDate)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(ApiLogView)
  async list(@Query() filter: ApiLogFilter, @ListParams({ sortable: API_LOG_SORTABLE }) query: ListQuery) {
    return reply(await this.logs.list(filter, query), 'API logs fetched');
  }

  @RequirePermission('services.read')
  @Get('per-day')
  @ApiOperation({ summary: 'Calls per day and app over the range (the dashboard chart)' })
  @ApiEnvelope([ApiCallsPerDayView])
  async perDay(@Query() filter: ApiLogFilter) {
    return reply(await this.logs.perDay(filter), 'API calls fetched');
  }
}
