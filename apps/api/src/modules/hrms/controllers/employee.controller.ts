import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { EMPLOYEE_MESSAGES, EmployeeDeletedView, EmployeeOption, EmployeeView, SaveEmployeeDto } from '../dtos/employee.dtos.js';
import { EMPLOYEE_SORTABLE } from '../repositories/employees.repository.js';
import { EmployeesService } from '../services/employees.service.js';
import { HrmsApplication } from './hrms-application.js';
import { parseId, parseOptionalId } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, DeleteRoute, GetRoute, PagedRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('hrms', 'erp/user-details', HrmsApplication())
export class EmployeeController {
  constructor(private readonly employees: EmployeesService) {}

  @PagedRoute('hrms.read', '', 'Employees, paged (deleted ones included, flagged deleted)',
    EmployeeView, {}, ApiQuery({ name: 'branchId', required: false, type: Number }), ApiQuery({ name: 'departmentId', required: false, type: Number }))
  async list(
    @ListParams({ sortable: EMPLOYEE_SORTABLE }) query: ListQuery,
    @Query('branchId') branchId?: string,
    @Query('departmentId') departmentId?: string,
  ) {
    const filter = { branchId: parseOptionalId(branchId, 'branchId'), departmentId: parseOptionalId(departmentId, 'departmentId') };
    return reply(await this.employees.list(query, filter), 'Employees fetched successfully');
  }

  @GetRoute('hrms.read', 'select', 'Employees that are not deleted, as options (name and code)', ApiSelectEnvelope(EmployeeOption))
  async select() {
    return reply(await this.employees.options(), 'Employees fetched successfully');
  }

  @PostRoute('hrms.write', '', 'Create (id 0) or edit an employee', ApiEnvelope(EmployeeView))
  async save(@Body() body: SaveEmployeeDto) {
    const { employee, created } = await this.employees.save(body);
    return reply(employee, created ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated);
  }

  @PutRoute('hrms.write', '', 'Same as POST', ApiEnvelope(EmployeeView))
  update(@Body() body: SaveEmployeeDto) {
    return this.save(body);
  }

  @DeleteRoute('hrms.write', '', 'Soft-delete a live employee or recover a deleted one (one call toggles)', ApiEnvelope(EmployeeDeletedView), ApiQuery({ name: 'id', required: true, type: Number }))
  async toggle(@Query('id') id: string) {
    const result = await this.employees.toggleDeleted(parseId(id));
    return reply(result, result.deleted ? EMPLOYEE_MESSAGES.deleted : EMPLOYEE_MESSAGES.recovered);
  }
}
