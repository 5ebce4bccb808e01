import { Body, Param } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { SHIFT_ASSIGNMENT_MESSAGES, SaveShiftAssignmentDto, ShiftAssignmentView } from '../dtos/shift-assignment.dtos.js';
import { ShiftAssignmentsService } from '../services/shift-assignments.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiController, GetRoute, PostRoute } from '../../../core/http/routes.js';

/** An employee's shift history (issue 29 item 2): attendance computes each day with the shift in force on it. */
@ApiController('hrms', 'erp/employee/:id/shift-assignment', HrmsApplication())
export class ShiftAssignmentController {
  constructor(private readonly assignments: ShiftAssignmentsService) {}

  @GetRoute('hrms.read', '', "The employee's shift changes, newest first, with the one in force today marked", ApiEnvelope([ShiftAssignmentView]))
  async history(@Param('id', IdPipe) id: number) {
    return reply(await this.assignments.history(id), SHIFT_ASSIGNMENT_MESSAGES.fetched);
  }

  @PostRoute('hrms.write', '', 'Change the shift from a date (future: takes effect that day; past: a correction, not in a locked month); answers the history', ApiEnvelope([ShiftAssignmentView]))
  async add(@Param('id', IdPipe) id: number, @Body() body: SaveShiftAssignmentDto) {
    return reply(await this.assignments.add(id, body), SHIFT_ASSIGNMENT_MESSAGES.saved);
  }
}
