import { Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { HrmsApplication } from '../../hrms/index.js';
import { HrmsDashboardView } from '../dtos/attendance.dtos.js';
import { HrmsDashboardService } from '../services/hrms-dashboard.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('attendance', 'erp/dashboard/hrms', HrmsApplication())
export class HrmsDashboardController {
  constructor(private readonly dashboard: HrmsDashboardService) {}

  @GetRoute('hrms.read', '', 'HRMS dashboard: headcount, present, absent, late, holiday and week-off today and over the range, with a daily trend',
    ApiEnvelope(HrmsDashboardView), ApiQuery({ name: 'fromDate', required: true, example: '2026-03-01' }),
    ApiQuery({ name: 'toDate', required: true, example: '2026-03-31' }))
  async get(@Query('fromDate') fromDate: string, @Query('toDate') toDate: string) {
    return reply(await this.dashboard.dashboard(fromDate, toDate), 'HRMS dashboard fetched successfully');
  }
}
