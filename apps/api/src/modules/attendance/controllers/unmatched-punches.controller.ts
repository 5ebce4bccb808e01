import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { HrmsApplication } from '../../hrms/index.js';
import { AssignedPunches, AssignUnmatchedPunchesDto, UNMATCHED_MESSAGES, UnmatchedPunchView } from '../dtos/unmatched-punch.dtos.js';
import { UnmatchedPunchesService } from '../services/unmatched-punches.service.js';

@ApiTags('attendance')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/attendance/unmatched-punches')
export class UnmatchedPunchesController {
  constructor(private readonly unmatched: UnmatchedPunchesService) {}

  @Get()
  @RequirePermission('hrms.read')
  @ApiOperation({ summary: 'Punches whose device user id matches no employee (device, id, time), newest first; search by id or device' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size}' })
  @ApiPagedEnvelope(UnmatchedPunchView)
  async list(@ListParams() query: ListQuery) {
    return reply(await this.unmatched.list(query), UNMATCHED_MESSAGES.fetched);
  }

  @Post('assign')
  @HttpCode(200)
  @RequirePermission('hrms.write')
  @ApiOperation({
    summary: "Gives unmatched punches (by ids, or all of one device user id) to an employee; with a device user id it becomes the employee's, so later punches match. The days are computed again",
    description: '409 when another employee already has the device user id.',
  })
  @ApiEnvelope(AssignedPunches)
  async assign(@Body() body: AssignUnmatchedPunchesDto) {
    const { result, message } = await this.unmatched.assign(body);
    return reply(result, message);
  }
}
