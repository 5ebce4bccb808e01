import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { SHIFT_MESSAGES, SaveShiftDto, ShiftView } from '../dtos/shift.dtos.js';
import { SHIFT_SORTABLE } from '../repositories/shifts.repository.js';
import { ShiftsService } from '../services/shifts.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, PostRoute, PutRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('hrms', 'erp/shift-time', HrmsApplication())
export class ShiftController extends PagedList('hrms.read', '', 'Shifts, paged', ShiftView, SHIFT_SORTABLE, 'Shifts fetched successfully') {
  constructor(private readonly shifts: ShiftsService) {
    super(shifts);
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
