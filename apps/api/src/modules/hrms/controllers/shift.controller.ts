import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { SHIFT_MESSAGES, SaveShiftDto, ShiftView } from '../dtos/shift.dtos.js';
import { SHIFT_SORTABLE } from '../repositories/shifts.repository.js';
import { ShiftsService } from '../services/shifts.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, PagedRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('hrms', 'erp/shift-time', HrmsApplication())
export class ShiftController {
  constructor(private readonly shifts: ShiftsService) {}

  @PagedRoute('hrms.read', '', 'Shifts, paged', ShiftView)
  async list(@ListParams({ sortable: SHIFT_SORTABLE }) query: ListQuery) {
    return reply(await this.shifts.list(query), 'Shifts fetched successfully');
  }

  @PostRoute('hrms.write', '', 'Create (id 0) or edit a shift; weekOff is a comma string of weekday names', ApiEnvelope(ShiftView))
  async save(@Body() body: SaveShiftDto) {
    return reply(await this.shifts.save(body), SHIFT_MESSAGES.saved);
  }

  @PutRoute('hrms.write', '', 'Same as POST', ApiEnvelope(ShiftView))
  update(@Body() body: SaveShiftDto) {
    return this.save(body);
  }
}
