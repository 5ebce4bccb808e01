import { Body, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiErrorAnswers, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { HrmsApplication } from '../../hrms/index.js';
import { ApplyRegularisationDto, REGULARISATION_MESSAGES, RegularisationView, RejectRegularisationDto } from '../dtos/manual-mark.dtos.js';
import { RegularisationsService } from '../services/regularisations.service.js';
import { ApiController, GetRoute, ListQueryParam, PostRoute } from '../../../core/http/routes.js';

const M = REGULARISATION_MESSAGES;

@ApiController('attendance', 'erp/attendance/regularisation', HrmsApplication())
export class RegularisationsController {
  constructor(private readonly requests: RegularisationsService) {}

  @Post()
  @HttpCode(200)
  // Staff with a login and HRMS read access ask; HR (hrms.write) decides.
  @RequirePermission('hrms.read')
  @ApiOperation({ summary: 'Asks for a day to be corrected (status, optional in and out time, reason); HR approves or rejects', description: '409 when a request for the day is already waiting.' })
  @ApiEnvelope(RegularisationView)
  @ApiErrorAnswers(404, 409)
  async apply(@Body() body: ApplyRegularisationDto) {
    return reply(await this.requests.apply(body), M.applied);
  }

  @GetRoute('hrms.read', '', 'Regularisation requests, newest first; search by employee name or code',
    ApiPagedEnvelope(RegularisationView), ApiQuery({ name: 'state', required: false, enum: ['PENDING', 'APPROVED', 'REJECTED'] }),
    ListQueryParam('URL-encoded JSON {search, page, size}'))
  async list(@ListParams() query: ListQuery, @Query('state') state?: string) {
    return reply(await this.requests.list(query, state || undefined), M.fetched);
  }

  @PostRoute('hrms.write', ':id/approve', "Approves a waiting request: the day is marked by hand with the request's status, times and reason",
    ApiEnvelope(RegularisationView), ApiErrorAnswers(404, 409))
  async approve(@Param('id', IdPipe) id: number) {
    return reply(await this.requests.approve(id), M.approved);
  }

  @PostRoute('hrms.write', ':id/reject', 'Rejects a waiting request, with an optional note', ApiEnvelope(RegularisationView), ApiErrorAnswers(404, 409))
  async reject(@Param('id', IdPipe) id: number, @Body() body: RejectRegularisationDto) {
    return reply(await this.requests.reject(id, body.note), M.rejected);
  }
}
