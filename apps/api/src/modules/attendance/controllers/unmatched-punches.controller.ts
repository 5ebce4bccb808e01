import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { HrmsApplication } from '../../hrms/index.js';
import { AssignedPunches, AssignUnmatchedPunchesDto, UNMATCHED_MESSAGES, UnmatchedPunchView } from '../dtos/unmatched-punch.dtos.js';
import { UnmatchedPunchesService } from '../services/unmatched-punches.service.js';
import { ApiController, PagedRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('attendance', 'erp/attendance/unmatched-punches', HrmsApplication())
export class UnmatchedPunchesController {
  constructor(private readonly unmatched: UnmatchedPunchesService) {}

  @PagedRoute('hrms.read', '', 'Punches whose device user id matches no employee (device, id, time), newest first; search by id or device',
    UnmatchedPunchView, { query: 'URL-encoded JSON {search, page, size}' })
  async list(@ListParams() query: ListQuery) {
    return reply(await this.unmatched.list(query), UNMATCHED_MESSAGES.fetched);
  }

  @PostRoute('hrms.write', 'assign', { summary: "Gives unmatched punches (by ids, or all of one device user id) to an employee; with a device user id it becomes the employee's, so later punches match. The days are computed again", description: '409 when another employee already has the device user id.' },
    ApiEnvelope(AssignedPunches))
  async assign(@Body() body: AssignUnmatchedPunchesDto) {
    const { result, message } = await this.unmatched.assign(body);
    return reply(result, message);
  }
}
