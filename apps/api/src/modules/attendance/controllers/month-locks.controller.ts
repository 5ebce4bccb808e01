import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { HrmsApplication } from '../../hrms/index.js';
import { LOCK_MESSAGES, LockMonthDto, MonthLockView, UnlockMonthDto } from '../dtos/attendance.dtos.js';
import { MonthLocksService } from '../services/month-locks.service.js';
import { ApiController, DeleteRoute, GetRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('attendance', 'erp/attendance/lock', HrmsApplication())
export class MonthLocksController {
  constructor(private readonly locks: MonthLocksService) {}

  @GetRoute('hrms.read', '', "A month's lock: when, by whom, how many days are kept, punches that came after the lock (kept aside), and the history",
    ApiEnvelope(MonthLockView), ApiQuery({ name: 'month', required: true, example: '2026-03' }))
  async status(@Query('month') month: string) {
    return reply(await this.locks.status(month), LOCK_MESSAGES.fetched);
  }

  @PostRoute('hrms.write', '', { summary: 'Locks an ended month: its days are kept as computed now and never change while locked', description: '409 when already locked.' },
    ApiEnvelope(MonthLockView), ApiErrorAnswers(409))
  async lock(@Body() body: LockMonthDto) {
    return reply(await this.locks.lock(body.month), LOCK_MESSAGES.locked(body.month));
  }

  @DeleteRoute('hrms.write', '', 'Unlocks a month, with a reason kept in its history: its days are computed again', ApiEnvelope(MonthLockView), ApiErrorAnswers(404))
  async unlock(@Body() body: UnlockMonthDto) {
    return reply(await this.locks.unlock(body.month, body.reason), LOCK_MESSAGES.unlocked(body.month));
  }
}
