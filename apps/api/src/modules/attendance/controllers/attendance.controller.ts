import { Body, Headers, HttpCode, Ip, Post, Query, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ReceiveUpload, type UploadedTempFile } from '../../../core/http/upload-body.js';
import { FACE_IMAGE_JSON_MAX_BYTES, FACE_IMAGE_MAX_BYTES } from '../../face-engine/index.js';
import { FacePunchDto, FacePunchView } from '../dtos/face-punch.dtos.js';
import { FacePunchesService } from '../services/face-punches.service.js';
import { DeviceSessionGuard } from './device-session.guard.js';
import { preSerialisedReply, reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { HrmsApplication } from '../../hrms/index.js';
import { parseOptionalId } from '../../../core/http/id-param.js';
import { ATTENDANCE_MESSAGES, AttendancePage, AttendanceSummary } from '../dtos/attendance.dtos.js';
import { PunchRequestDto, PunchSummary } from '../dtos/punch.dtos.js';
import { AttendanceExportService } from '../services/attendance-export.service.js';
import { attendancePageJson } from '../services/attendance-json.js';
import { ATTENDANCE_SORTABLE, AttendanceService } from '../services/attendance.service.js';
import { DevicePunchesService } from '../services/device-punches.service.js';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute, ListQueryParam } from '../../../core/http/routes.js';

/** Attendance needs every row at once (the spec's size 999999999). */
const ATTENDANCE_MAX_SIZE = 999_999_999;

@ApiController('attendance', 'erp/attendance', HrmsApplication())
export class AttendanceController {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly exports: AttendanceExportService,
  ) {}

  @GetRoute('hrms.read', '', 'Attendance records computed from punches, one per employee and day, with totals',
    ApiEnvelope(AttendancePage), ApiQuery({ name: 'fromDate', required: true, example: '2026-03-01' }),
    ApiQuery({ name: 'toDate', required: true, example: '2026-03-31' }), ApiQuery({ name: 'branchId', required: false, type: Number }),
    ApiQuery({ name: 'departmentId', required: false, type: Number }), ApiQuery({ name: 'userId', required: false, type: Number, description: 'One employee' }),
    ApiQuery({ name: 'search', required: false }), ApiQuery({ name: 'page', required: false, type: Number }),
    ApiQuery({ name: 'size', required: false, type: Number, description: 'Up to 999999999 (the console fetches all rows)' }),
    ApiQuery({ name: 'sort', required: false, example: 'id,desc', description: 'id (employee), userName, employeeCode or forDate' }), ListQueryParam())
  async list(
    @ListParams({ sortable: ATTENDANCE_SORTABLE, maxSize: ATTENDANCE_MAX_SIZE }) query: ListQuery,
    @Query('fromDate') fromDate: string,
    @Query('toDate') toDate: string,
    @Query('branchId') branchId?: string,
    @Query('departmentId') departmentId?: string,
    @Query('userId') userId?: string,
  ) {
    const filter = {
      fromDate, toDate, search: query.search, branchId: parseOptionalId(branchId, 'branchId'),
      departmentId: parseOptionalId(departmentId, 'departmentId'), userId: parseOptionalId(userId, 'userId'),
    };
    // A month for a thousand employees is about 30,000 records: written as JSON in one loop and streamed.
    return preSerialisedReply(await this.attendance.page(filter, query), attendancePageJson, ATTENDANCE_MESSAGES.fetched);
  }

  @GetRoute('hrms.read', 'export', 'A month as CSV: one row per employee, one column per day (P/A/H/W/-), totals of present, absent, late and hours',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ApiQuery({ name: 'month', required: true, example: '2026-03' }),
    ApiQuery({ name: 'branchId', required: false, type: Number }), ApiQuery({ name: 'departmentId', required: false, type: Number }),
    ApiQuery({ name: 'userId', required: false, type: Number }), ApiQuery({ name: 'search', required: false }))
  async export(
    @Query('month') month: string,
    @Query('branchId') branchId?: string,
    @Query('departmentId') departmentId?: string,
    @Query('userId') userId?: string,
    @Query('search') search?: string,
  ): Promise<StreamableFile> {
    const filter = {
      search: typeof search === 'string' ? search.trim().slice(0, 200) : undefined, branchId: parseOptionalId(branchId, 'branchId'),
      departmentId: parseOptionalId(departmentId, 'departmentId'), userId: parseOptionalId(userId, 'userId'),
    };
    const csv = await this.exports.monthCsv(month, filter);
    return new StreamableFile(Buffer.from(csv.content, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${csv.fileName}"` });
  }

  @GetRoute('hrms.read', 'summary', 'The month for payroll, per employee: working days, present, half days, paid and unpaid leave, absent, missing punches, late, overtime, payable days',
    ApiEnvelope(AttendanceSummary), ApiQuery({ name: 'month', required: true, example: '2026-03' }),
    ApiQuery({ name: 'branchId', required: false, type: Number }), ApiQuery({ name: 'departmentId', required: false, type: Number }),
    ApiQuery({ name: 'userId', required: false, type: Number }))
  async summary(
    @Query('month') month: string,
    @Query('branchId') branchId?: string,
    @Query('departmentId') departmentId?: string,
    @Query('userId') userId?: string,
  ) {
    const filter = { branchId: parseOptionalId(branchId, 'branchId'), departmentId: parseOptionalId(departmentId, 'departmentId'), userId: parseOptionalId(userId, 'userId') };
    return reply(await this.exports.summary(month, filter), ATTENDANCE_MESSAGES.summary);
  }

  @GetRoute('hrms.read', 'summary/export', 'The month summary as CSV (one row per employee)',
    ApiFileAnswer('text/csv', 'The CSV file (UTF-8)'), ApiQuery({ name: 'month', required: true, example: '2026-03' }),
    ApiQuery({ name: 'branchId', required: false, type: Number }), ApiQuery({ name: 'departmentId', required: false, type: Number }))
  async summaryExport(@Query('month') month: string, @Query('branchId') branchId?: string, @Query('departmentId') departmentId?: string): Promise<StreamableFile> {
    const csv = await this.exports.summaryCsv(month, { branchId: parseOptionalId(branchId, 'branchId'), departmentId: parseOptionalId(departmentId, 'departmentId') });
    return new StreamableFile(Buffer.from(csv.content, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${csv.fileName}"` });
  }
}

/** Devices punch with their own token (from /api/auth/device/authentication), not a user session. */
@ApiController('attendance', 'erp/attendance')
export class AttendancePunchController {
  constructor(
    private readonly punches: DevicePunchesService,
    private readonly facePunches: FacePunchesService,
  ) {}

  @Post('face-punch')
  @Public()
  @HttpCode(200)
  @RateLimit(120, 60_000)
  // The device's session first: a stranger's picture is never written to disk.
  @ReceiveUpload('image', FACE_IMAGE_MAX_BYTES, { checkFirst: [DeviceSessionGuard], json: FACE_IMAGE_JSON_MAX_BYTES })
  @ApiOperation({
    summary: 'Face kiosk: a logged-in device sends a camera picture; the one employee in it punches now (shifts with face attendance only)',
    description: '400 unless exactly one face; 404 when nobody enrolled matches; 403 when the employee\'s shift does not ask for face attendance, '
      + 'the company is not subscribed to HRMS or inactive, or the device may not be used from this address; 401 when the device session has ended.',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: FacePunchDto })
  @ApiEnvelope(FacePunchView)
  @ApiErrorAnswers(401, 403, 404, 413, 503)
  async facePunch(
    @Headers('authorization') authorization: string | undefined, @Ip() ip: string, @Body() body: Record<string, unknown> | undefined, @UploadedFile() file?: UploadedTempFile,
  ) {
    const punch = await this.facePunches.punch(authorization, body, file, ip ?? null);
    return reply(punch, punch.result === 'ACCEPTED' ? `${punch.name}: attendance punched` : `${punch.name}: already punched this minute`);
  }

  @Post('punch')
  @Public()
  @HttpCode(200)
  @RateLimit(600, 60_000)
  @ApiOperation({
    summary: 'One punch or a batch from a logged-in device; idempotent per (device, employee, time); answers each punch',
    description: '401 when the device session has ended; 403 when the company is not subscribed to HRMS or inactive, or the device may not be used from this address.',
  })
  @ApiEnvelope(PunchSummary)
  @ApiErrorAnswers(401, 403)
  async punch(@Headers('authorization') authorization: string | undefined, @Ip() ip: string, @Body() body: PunchRequestDto) {
    const summary = await this.punches.punch(authorization, body, ip ?? null);
    return reply(summary, `${summary.accepted} punch(es) accepted`);
  }
}
