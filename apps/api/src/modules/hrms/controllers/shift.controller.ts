import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { SHIFT_MESSAGES, SaveShiftDto, ShiftView } from '../dtos/shift.dtos.js';
import { SHIFT_SORTABLE } from '../repositories/shifts.repository.js';
import { ShiftsService } from '../services/shifts.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/shift-time')
export class ShiftController {
  constructor(private readonly shifts: ShiftsService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: 'Shifts, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(ShiftView)
  async list(@ListParams({ sortable: SHIFT_SORTABLE }) query: ListQuery) {
    return reply(await this.shifts.list(query), 'Shifts fetched successfully');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a shift; weekOff is a comma string of weekday names' })
  @ApiEnvelope(ShiftView)
  async save(@Body() body: SaveShiftDto) {
    return reply(await this.shifts.save(body), SHIFT_MESSAGES.saved);
  }

  @RequirePermission('hrms.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(ShiftView)
  update(@Body() body: SaveShiftDto) {
    return this.save(body);
  }
}
