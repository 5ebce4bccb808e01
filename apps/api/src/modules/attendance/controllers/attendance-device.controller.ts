import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { HrmsApplication } from '../../hrms/index.js';
import { AttendanceDeviceView, DEVICE_MESSAGES, SaveAttendanceDeviceDto, UnlockAttendanceDeviceDto } from '../dtos/attendance-device.dtos.js';
import { DEVICE_SORTABLE } from '../repositories/attendance-devices.repository.js';
import { AttendanceDevicesService } from '../services/attendance-devices.service.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('attendance')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/attendance-device')
export class AttendanceDeviceController {
  constructor(private readonly devices: AttendanceDevicesService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: 'Attendance devices, paged (passwords never answered)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(AttendanceDeviceView)
  async list(@ListParams({ sortable: DEVICE_SORTABLE }) query: ListQuery) {
    return reply(await this.devices.list(query), 'Attendance devices fetched successfully');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a device; a new password ends its session' })
  @ApiEnvelope(AttendanceDeviceView)
  async save(@Body() body: SaveAttendanceDeviceDto) {
    return reply(await this.devices.save(body), DEVICE_MESSAGES.saved);
  }

  @RequirePermission('hrms.write')
  @Post('unlock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lifts the login locks failed guesses put on a device (lockedUntil in the list); its session stays' })
  @ApiEnvelope(AttendanceDeviceView)
  async unlock(@Body() body: UnlockAttendanceDeviceDto) {
    return reply(await this.devices.unlock(body.id), DEVICE_MESSAGES.unlocked);
  }

  @RequirePermission('hrms.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(AttendanceDeviceView)
  update(@Body() body: SaveAttendanceDeviceDto) {
    return this.save(body);
  }
}
