import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { HrmsApplication } from '../../hrms/index.js';
import { AttendanceDeviceView, DEVICE_MESSAGES, SaveAttendanceDeviceDto, UnlockAttendanceDeviceDto } from '../dtos/attendance-device.dtos.js';
import { DEVICE_SORTABLE } from '../repositories/attendance-devices.repository.js';
import { AttendanceDevicesService } from '../services/attendance-devices.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, PostRoute, PutRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('attendance', 'erp/attendance-device', HrmsApplication())
export class AttendanceDeviceController extends PagedList('hrms.read', '', 'Attendance devices, paged (passwords never answered)', AttendanceDeviceView, DEVICE_SORTABLE, 'Attendance devices fetched successfully') {
  constructor(private readonly devices: AttendanceDevicesService) {
    super(devices);
  }

  @PostRoute('hrms.write', '', 'Create (id 0) or edit a device; a new password ends its session', ApiEnvelope(AttendanceDeviceView))
  async save(@Body() body: SaveAttendanceDeviceDto) {
    return reply(await this.devices.save(body), DEVICE_MESSAGES.saved);
  }

  @PostRoute('hrms.write', 'unlock', 'Lifts the login locks failed guesses put on a device (lockedUntil in the list); its session stays', ApiEnvelope(AttendanceDeviceView))
  async unlock(@Body() body: UnlockAttendanceDeviceDto) {
    return reply(await this.devices.unlock(body.id), DEVICE_MESSAGES.unlocked);
  }

  @PutRoute('hrms.write', '', 'Same as POST', ApiEnvelope(AttendanceDeviceView))
  update(@Body() body: SaveAttendanceDeviceDto) {
    return this.save(body);
  }
}
