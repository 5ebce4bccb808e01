import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { HrmsApplication } from '../../hrms/controllers/hrms-application.js';
import { AttendanceDeviceView, DEVICE_MESSAGES, PagedAttendanceDevices, SaveAttendanceDeviceDto } from '../dtos/attendance-device.dtos.js';
import { DEVICE_SORTABLE } from '../repositories/attendance-devices.repository.js';
import { AttendanceDevicesService } from '../services/attendance-devices.service.js';

@ApiTags('attendance')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/attendance-device')
export class AttendanceDeviceController {
  constructor(private readonly devices: AttendanceDevicesService) {}

  @Get()
  @ApiOperation({ summary: 'Attendance devices, paged (passwords never answered)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiOkResponse({ type: PagedAttendanceDevices })
  async list(@Principal() principal: SessionPrincipal, @ListParams({ sortable: DEVICE_SORTABLE }) query: ListQuery) {
    return reply(await this.devices.list(principal.companyId, query), 'Attendance devices fetched successfully');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a device; a new password ends its session' })
  @ApiOkResponse({ type: AttendanceDeviceView })
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveAttendanceDeviceDto) {
    return reply(await this.devices.save(principal.companyId, body), DEVICE_MESSAGES.saved);
  }

  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiOkResponse({ type: AttendanceDeviceView })
  update(@Principal() principal: SessionPrincipal, @Body() body: SaveAttendanceDeviceDto) {
    return this.save(principal, body);
  }
}
