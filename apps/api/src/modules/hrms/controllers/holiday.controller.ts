import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { HOLIDAY_MESSAGES, HolidayView, SaveHolidayDto } from '../dtos/holiday.dtos.js';
import { HolidaysService } from '../services/holidays.service.js';
import { HrmsApplication } from './hrms-application.js';
import { parseId, parseOptionalId } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/holiday')
export class HolidayController {
  constructor(private readonly holidays: HolidaysService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: "A year's holidays (2024 to the current year; default the current year)" })
  @ApiQuery({ name: 'year', required: false, type: Number })
  @ApiEnvelope([HolidayView])
  async list(@Query('year') year?: string) {
    return reply(await this.holidays.list(parseOptionalId(year, 'year')), 'Holidays fetched successfully');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a holiday' })
  @ApiEnvelope(HolidayView)
  async save(@Body() body: SaveHolidayDto) {
    return reply(await this.holidays.save(body), HOLIDAY_MESSAGES.saved);
  }

  @RequirePermission('hrms.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(HolidayView)
  update(@Body() body: SaveHolidayDto) {
    return this.save(body);
  }

  @RequirePermission('hrms.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a holiday (the console confirms first)' })
  @ApiQuery({ name: 'id', required: true, type: Number })
  @ApiEnvelope(null)
  async delete(@Query('id') id: string) {
    await this.holidays.delete(parseId(id));
    return reply(null, HOLIDAY_MESSAGES.deleted);
  }
}
