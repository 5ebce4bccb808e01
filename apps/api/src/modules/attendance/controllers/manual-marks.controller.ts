import { BadRequestException, Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { isIsoDate } from '@bizdesk/shared';
import { reply } from '../../../core/http/api-reply.js';
import { parseOptionalId } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { HrmsApplication } from '../../hrms/index.js';
import { ATTENDANCE_MESSAGES } from '../dtos/attendance.dtos.js';
import { ManualMarkView, MarkAttendanceDto } from '../dtos/manual-mark.dtos.js';
import { ManualMarksService } from '../services/manual-marks.service.js';
import { ApiController, DeleteRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('attendance', 'erp/attendance/mark', HrmsApplication())
export class ManualMarksController {
  constructor(private readonly marks: ManualMarksService) {}

  @PostRoute('hrms.write', '', { summary: 'HR marks a day by hand (PRESENT, ABSENT, HALF_DAY, ON_LEAVE, WEEK_OFF, HOLIDAY; optional in and out time; a reason): it overrides the computed day', description: '400 for a day after today or one the employee was not employed on; 404 for an unknown employee.' },
    ApiEnvelope(ManualMarkView), ApiErrorAnswers(404))
  async mark(@Body() body: MarkAttendanceDto) {
    return reply(await this.marks.mark(body), ATTENDANCE_MESSAGES.marked);
  }

  @DeleteRoute('hrms.write', '', 'Removes a manual mark: the day is computed from punches again',
    ApiEnvelope(ManualMarkView), ApiQuery({ name: 'employeeId', required: true, type: Number }),
    ApiQuery({ name: 'date', required: true, example: '2026-03-02' }), ApiErrorAnswers(404))
  async unmark(@Query('employeeId') employeeId: string, @Query('date') date: string) {
    const id = parseOptionalId(employeeId, 'employeeId');
    if (!id) throw new BadRequestException(ATTENDANCE_MESSAGES.employee);
    if (!isIsoDate(date)) throw new BadRequestException(ATTENDANCE_MESSAGES.date);
    return reply(await this.marks.unmark(id, date), ATTENDANCE_MESSAGES.unmarked);
  }
}
