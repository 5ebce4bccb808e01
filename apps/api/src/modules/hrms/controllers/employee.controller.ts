import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { EMPLOYEE_MESSAGES, EmployeeDeletedView, EmployeeOption, EmployeeView, SaveEmployeeDto } from '../dtos/employee.dtos.js';
import { EMPLOYEE_SORTABLE } from '../repositories/employees.repository.js';
import { EmployeesService } from '../services/employees.service.js';
import { HrmsApplication } from './hrms-application.js';
import { parseId, parseOptionalId } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/user-details')
export class EmployeeController {
  constructor(private readonly employees: EmployeesService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: 'Employees, paged (deleted ones included, flagged deleted)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiQuery({ name: 'branchId', required: false, type: Number })
  @ApiQuery({ name: 'departmentId', required: false, type: Number })
  @ApiPagedEnvelope(EmployeeView)
  async list(
    @ListParams({ sortable: EMPLOYEE_SORTABLE }) query: ListQuery,
    @Query('branchId') branchId?: string,
    @Query('departmentId') departmentId?: string,
  ) {
    const filter = { branchId: parseOptionalId(branchId, 'branchId'), departmentId: parseOptionalId(departmentId, 'departmentId') };
    return reply(await this.employees.list(query, filter), 'Employees fetched successfully');
  }

  @RequirePermission('hrms.read')
  @Get('select')
  @ApiOperation({ summary: 'Employees that are not deleted, as options (name and code)' })
  @ApiSelectEnvelope(EmployeeOption)
  async select() {
    return reply(await this.employees.options(), 'Employees fetched successfully');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit an employee' })
  @ApiEnvelope(EmployeeView)
  async save(@Body() body: SaveEmployeeDto) {
    const { employee, created } = await this.employees.save(body);
    return reply(employee, created ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated);
  }

  @RequirePermission('hrms.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(EmployeeView)
  update(@Body() body: SaveEmployeeDto) {
    return this.save(body);
  }

  @RequirePermission('hrms.write')
  @Delete()
  @ApiOperation({ summary: 'Soft-delete a live employee or recover a deleted one (one call toggles)' })
  @ApiQuery({ name: 'id', required: true, type: Number })
  @ApiEnvelope(EmployeeDeletedView)
  async toggle(@Query('id') id: string) {
    const result = await this.employees.toggleDeleted(parseId(id));
    return reply(result, result.deleted ? EMPLOYEE_MESSAGES.deleted : EMPLOYEE_MESSAGES.recovered);
  }
}
