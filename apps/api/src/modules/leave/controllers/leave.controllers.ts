import { Body, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe, OptionalIdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiErrorAnswers, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { HrmsApplication } from '../../hrms/index.js';
import {
  AllocateYearDto, AllocateYearView, ApplyLeaveDto, DecideLeaveDto, LEAVE_MESSAGES as M, LEAVE_STATES, LeaveAllocationView, LeaveApplicationView,
  LeaveBalanceView, LeaveTypeOption, LeaveTypeView, SaveLeaveAllocationDto, SaveLeaveTypeDto,
} from '../dtos/leave.dtos.js';
import { LEAVE_TYPE_SORTABLE } from '../repositories/leave-types.repository.js';
import { LeaveAllocationsService } from '../services/leave-allocations.service.js';
import { LeaveApplicationsService } from '../services/leave-applications.service.js';
import { LeaveTypesService } from '../services/leave-types.service.js';
import { ApiController, DeleteRoute, GetRoute, PostRoute } from '../../../core/http/routes.js';

const LIST_Q = { name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' } as const;

@ApiController('leave', 'erp/leave-type', HrmsApplication())
export class LeaveTypeController {
  constructor(private readonly types: LeaveTypesService) {}

  @GetRoute('hrms.read', '', 'Leave types, paged; search by name', ApiPagedEnvelope(LeaveTypeView), ApiQuery(LIST_Q))
  async list(@ListParams({ sortable: LEAVE_TYPE_SORTABLE }) query: ListQuery) {
    return reply(await this.types.list(query), M.typesFetched);
  }

  @GetRoute('hrms.read', 'select', 'Every leave type as {id, name, paid}, by name', ApiSelectEnvelope(LeaveTypeOption))
  async select() {
    return reply(await this.types.options(), M.typesFetched);
  }

  @PostRoute('hrms.write', '', 'Create (id 0) or edit a leave type', ApiEnvelope(LeaveTypeView), ApiErrorAnswers(404, 409))
  async save(@Body() body: SaveLeaveTypeDto) {
    return reply(await this.types.save(body), M.typeSaved);
  }

  @DeleteRoute('hrms.write', '', 'Deletes a leave type that no allocation or application uses (409 otherwise)', ApiEnvelope(null), ApiErrorAnswers(404, 409))
  async remove(@Query('id', IdPipe) id: number) {
    await this.types.remove(id);
    return reply(null, M.typeDeleted);
  }
}

@ApiController('leave', 'erp/leave-allocation', HrmsApplication())
export class LeaveAllocationController {
  constructor(private readonly allocations: LeaveAllocationsService) {}

  @GetRoute('hrms.read', '', 'Allocations, newest year first; search by employee name or code or leave type',
    ApiPagedEnvelope(LeaveAllocationView), ApiQuery(LIST_Q), ApiQuery({ name: 'year', required: false, type: Number }),
    ApiQuery({ name: 'employeeId', required: false, type: Number }), ApiQuery({ name: 'leaveTypeId', required: false, type: Number }))
  async list(
    @ListParams() query: ListQuery,
    @Query('year', OptionalIdPipe) year?: number,
    @Query('employeeId', OptionalIdPipe) employeeId?: number,
    @Query('leaveTypeId', OptionalIdPipe) leaveTypeId?: number,
  ) {
    return reply(await this.allocations.list(query, { year, employeeId, leaveTypeId }), M.allocationsFetched);
  }

  @PostRoute('hrms.write', '', { summary: "Sets one employee's days of a leave type for a year (created or replaced)", description: '409 when below the days already taken or waiting and the type does not allow a negative balance.' },
    ApiEnvelope(LeaveAllocationView), ApiErrorAnswers(404, 409))
  async save(@Body() body: SaveLeaveAllocationDto) {
    return reply(await this.allocations.save(body), M.allocationSaved);
  }

  @PostRoute('hrms.write', 'allocate-year', { summary: "Gives every active employee the leave types' yearly quota for the year", description: "Types that carry forward add last year's unused balance. Existing allocations of the year are kept as they are." },
    ApiEnvelope(AllocateYearView), ApiErrorAnswers(404))
  async allocateYear(@Body() body: AllocateYearDto) {
    const result = await this.allocations.allocateYear(body);
    return reply(result, M.allocatedYear(result.year, result.created));
  }
}

@ApiController('leave', 'erp/leave-balance', HrmsApplication())
export class LeaveBalanceController {
  constructor(private readonly allocations: LeaveAllocationsService) {}

  @GetRoute('hrms.read', '', "The employee's balance of every leave type for the year (this year when left out)",
    ApiEnvelope([LeaveBalanceView]), ApiQuery({ name: 'employeeId', required: true, type: Number }), ApiQuery({ name: 'year', required: false, type: Number }),
    ApiErrorAnswers(404))
  async balances(@Query('employeeId', IdPipe) employeeId: number, @Query('year', OptionalIdPipe) year?: number) {
    return reply(await this.allocations.balances(employeeId, year), M.balanceFetched);
  }
}

@ApiController('leave', 'erp/leave-application', HrmsApplication())
export class LeaveApplicationController {
  constructor(private readonly applications: LeaveApplicationsService) {}

  @Post()
  @HttpCode(200)
  // Staff with a login and HRMS read access apply; HR (hrms.write) decides.
  @RequirePermission('hrms.read')
  @ApiOperation({
    summary: 'Applies for leave: employee, type, from, to, half day, reason',
    description: '409 when it overlaps another waiting or approved application, when the balance would go below zero (unless the type allows), or when a month of it is locked.',
  })
  @ApiEnvelope(LeaveApplicationView)
  @ApiErrorAnswers(404, 409)
  async apply(@Body() body: ApplyLeaveDto) {
    return reply(await this.applications.apply(body), M.applied);
  }

  @GetRoute('hrms.read', '', 'Leave applications, newest first; search by employee name or code or leave type',
    ApiPagedEnvelope(LeaveApplicationView), ApiQuery(LIST_Q), ApiQuery({ name: 'state', required: false, enum: LEAVE_STATES }),
    ApiQuery({ name: 'employeeId', required: false, type: Number }))
  async list(@ListParams() query: ListQuery, @Query('state') state?: string, @Query('employeeId', OptionalIdPipe) employeeId?: number) {
    return reply(await this.applications.list(query, state || undefined, employeeId), M.applicationsFetched);
  }

  @PostRoute('hrms.write', ':id/approve', 'Approves a waiting application: its working days show as leave (L) in attendance', ApiEnvelope(LeaveApplicationView), ApiErrorAnswers(404, 409))
  async approve(@Param('id', IdPipe) id: number, @Body() body: DecideLeaveDto) {
    return reply(await this.applications.approve(id, body.note), M.approved);
  }

  @PostRoute('hrms.write', ':id/reject', 'Rejects a waiting application, with an optional note', ApiEnvelope(LeaveApplicationView), ApiErrorAnswers(404, 409))
  async reject(@Param('id', IdPipe) id: number, @Body() body: DecideLeaveDto) {
    return reply(await this.applications.reject(id, body.note), M.rejected);
  }

  @PostRoute('hrms.read', ':id/cancel', 'Cancels a waiting or approved application (approved days return to the balance)', ApiEnvelope(LeaveApplicationView), ApiErrorAnswers(404, 409))
  async cancel(@Param('id', IdPipe) id: number, @Body() body: DecideLeaveDto) {
    return reply(await this.applications.cancel(id, body.note), M.cancelled);
  }
}
