import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { HrmsApplication } from '../../hrms/index.js';
import { LOCK_MESSAGES, LockMonthDto, MonthLockView, UnlockMonthDto } from '../dtos/attendance.dtos.js';
import { MonthLocksService } from '../services/month-locks.service.js';

@ApiTags('attendance')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/attendance/lock')
export class MonthLocksController {
  constructor(private readonly locks: MonthLocksService) {}

  @Get()
  @RequirePermission('hrms.read')
  @ApiOperation({ summary: "A month's lock: when, by whom, how many days are kept, punches that came after the lock (kept aside), and the history" })
  @ApiQuery({ name: 'month', required: true, example: '2026-03' })
  @ApiEnvelope(MonthLockView)
  async status(@Query('month') month: string) {
    return reply(await this.locks.status(month), LOCK_MESSAGES.fetched);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('hrms.write')
  @ApiOperation({ summary: 'Locks an ended month: its days are kept as computed now and never change while locked', description: '409 when already locked.' })
  @ApiEnvelope(MonthLockView)
  @ApiErrorAnswers(409)
  async lock(@Body() body: LockMonthDto) {
    return reply(await this.locks.lock(body.month), LOCK_MESSAGES.locked(body.month));
  }

  @Delete()
  @RequirePermission('hrms.write')
  @ApiOperation({ summary: 'Unlocks a month, with a reason kept in its history: its days are computed again' })
  @ApiEnvelope(MonthLockView)
  @ApiErrorAnswers(404)
  async unlock(@Body() body: UnlockMonthDto) {
    return reply(await this.locks.unlock(body.month, body.reason), LOCK_MESSAGES.unlocked(body.month));
  }
}
