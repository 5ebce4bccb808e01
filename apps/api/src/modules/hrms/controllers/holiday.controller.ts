import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { HOLIDAY_MESSAGES, HolidayView, SaveHolidayDto } from '../dtos/holiday.dtos.js';
import { HolidaysService } from '../services/holidays.service.js';
import { HrmsApplication } from './hrms-application.js';
import { parseId, parseOptionalId } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, DeleteRoute, GetRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('hrms', 'erp/holiday', HrmsApplication())
export class HolidayController {
  constructor(private readonly holidays: HolidaysService) {}

  @GetRoute('hrms.read', '', "A year's holidays (2024 to the current year; default the current year)", ApiEnvelope([HolidayView]), ApiQuery({ name: 'year', required: false, type: Number }))
  async list(@Query('year') year?: string) {
    return reply(await this.holidays.list(parseOptionalId(year, 'year')), 'Holidays fetched successfully');
  }

  @PostRoute('hrms.write', '', 'Create (id 0) or edit a holiday', ApiEnvelope(HolidayView))
  async save(@Body() body: SaveHolidayDto) {
    return reply(await this.holidays.save(body), HOLIDAY_MESSAGES.saved);
  }

  @PutRoute('hrms.write', '', 'Same as POST', ApiEnvelope(HolidayView))
  update(@Body() body: SaveHolidayDto) {
    return this.save(body);
  }

  @DeleteRoute('hrms.write', '', 'Delete a holiday (the console confirms first)', ApiEnvelope(null), ApiQuery({ name: 'id', required: true, type: Number }))
  async delete(@Query('id') id: string) {
    await this.holidays.delete(parseId(id));
    return reply(null, HOLIDAY_MESSAGES.deleted);
  }
}
