import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { SHIFT_ASSIGNMENT_MESSAGES, SaveShiftAssignmentDto, ShiftAssignmentView } from '../dtos/shift-assignment.dtos.js';
import { ShiftAssignmentsService } from '../services/shift-assignments.service.js';
import { HrmsApplication } from './hrms-application.js';

/** An employee's shift history (issue 29 item 2): attendance computes each day with the shift in force on it. */
@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/employee/:id/shift-assignment')
export class ShiftAssignmentController {
  constructor(private readonly assignments: ShiftAssignmentsService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: "The employee's shift changes, newest first, with the one in force today marked" })
  @ApiEnvelope([ShiftAssignmentView])
  async history(@Param('id', IdPipe) id: number) {
    return reply(await this.assignments.history(id), SHIFT_ASSIGNMENT_MESSAGES.fetched);
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the shift from a date (future: takes effect that day; past: a correction, not in a locked month); answers the history' })
  @ApiEnvelope([ShiftAssignmentView])
  async add(@Param('id', IdPipe) id: number, @Body() body: SaveShiftAssignmentDto) {
    return reply(await this.assignments.add(id, body), SHIFT_ASSIGNMENT_MESSAGES.saved);
  }
}
