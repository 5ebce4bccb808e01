import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import type { BloodGroup, Gender, MaritalStatus } from '@bizdesk/shared';
import { columnsOf, expr, int, isoDate, outerColumnsOf, returning, select, writeColumns, written } from '../../../core/database/typed-select.js';
import type { EmployeeView, SaveEmployeeDto } from '../dtos/employee.dtos.js';
import { FilteredPage } from '../sql/filtered-page.js';

const SORTABLE: Record<string, string> = {
  id: 'e.id', firstName: 'lower(e.first_name)', lastName: 'lower(e.last_name)', employeeCode: 'lower(e.employee_code)',
  dateOfJoining: 'e.date_of_joining', status: 'e.status',
};
export const EMPLOYEE_SORTABLE = Object.keys(SORTABLE);

const e = columnsOf('hrms_employees', 'e');
const EMPLOYEES_FROM = 'FROM hrms_employees e';
const manager = outerColumnsOf('hrms_employees', 'm');
// One entry per field of EmployeeView: a field without one, or read from a column of another type, does not compile.
const EMPLOYEE = select<EmployeeView>({
  id: int(e.id), firstName: e.first_name, middleName: e.middle_name, lastName: e.last_name, motherName: e.mother_name,
  dateOfJoining: isoDate(e.date_of_joining), dateOfBirth: isoDate(e.date_of_birth), email: e.email, phone: e.phone,
  gender: written<Gender | null>(e.gender), employeeCode: e.employee_code, deviceUserId: e.device_user_id, employeeCodeAutoGenerate: expr<boolean>('false'),
  maritalStatus: written<MaritalStatus | null>(e.marital_status), bloodGroup: written<BloodGroup | null>(e.blood_group),
  status: e.status, branchId: int(e.branch_id), departmentId: int(e.department_id), designationId: int(e.designation_id),
  reportingManagerId: int(e.reporting_manager_id),
  reportingManagerName: expr<string | null>(`NULLIF(concat_ws(' ', ${manager.first_name.sql}, ${manager.last_name.sql}), '')`),
  shiftId: int(e.shift_id), shiftName: outerColumnsOf('hrms_shifts', 's').name, lwd: isoDate(e.lwd), deleted: e.deleted,
  designation: outerColumnsOf('hrms_designations', 'g').name, branch: columnsOf('hrms_branches', 'b').name,
  department: outerColumnsOf('hrms_departments', 'd').name,
}, `${EMPLOYEES_FROM}
  JOIN hrms_branches b ON b.id = e.branch_id
  LEFT JOIN hrms_departments d ON d.id = e.department_id
  LEFT JOIN hrms_designations g ON g.id = e.designation_id
  LEFT JOIN hrms_shifts s ON s.id = e.shift_id
  LEFT JOIN hrms_employees m ON m.id = e.reporting_manager_id`);
const OPTION = select<{ id: number; name: string }>({
  id: int(e.id), name: expr<string>(`concat_ws(' ', e.first_name, e.last_name) || ' (' || e.employee_code || ')'`),
}, 'FROM hrms_employees e');

export interface EmployeeFields {
  firstName: string;
  middleName: string | null;
  lastName: string;
  motherName: string | null;
  dateOfJoining: string;
  dateOfBirth: string;
  email: string;
  phone: string | null;
  gender: string | null;
  employeeCode: string;
  deviceUserId: string | null;
  maritalStatus: string | null;
  bloodGroup: string | null;
  status: string;
  branchId: number;
  departmentId: number | null;
  designationId: number | null;
  reportingManagerId: number | null;
  shiftId: number;
  lwd: string | null;
}

// Where each field is stored: a field of EmployeeFields without a column, or a column the table lacks, does not compile.
const FIELD_COLUMNS = writeColumns<'hrms_employees', EmployeeFields>('hrms_employees', {
  firstName: 'first_name', middleName: 'middle_name', lastName: 'last_name', motherName: 'mother_name',
  dateOfJoining: 'date_of_joining', dateOfBirth: 'date_of_birth', email: 'email', phone: 'phone', gender: 'gender',
  employeeCode: 'employee_code', deviceUserId: 'device_user_id', maritalStatus: 'marital_status', bloodGroup: 'blood_group', status: 'status',
  branchId: 'branch_id', departmentId: 'department_id', designationId: 'designation_id',
  reportingManagerId: 'reporting_manager_id', shiftId: 'shift_id', lwd: 'lwd',
});

/**
 * What a save writes, from the request; the service decides the last working day (and the code, which may be
 * generated). Kept beside the maps above so a new field of the master is one file here.
 */
export function employeeFields(input: SaveEmployeeDto, lwd: string | null, deviceUserId: string | null): Omit<EmployeeFields, 'employeeCode'> {
  return {
    firstName: input.firstName, middleName: input.middleName ?? null, lastName: input.lastName, motherName: input.motherName ?? null,
    dateOfJoining: input.dateOfJoining, dateOfBirth: input.dateOfBirth, email: input.email.toLowerCase(), phone: input.phone ?? null,
    gender: input.gender ?? null, maritalStatus: input.maritalStatus ?? null, bloodGroup: input.bloodGroup ?? null, status: input.status,
    branchId: input.branchId, departmentId: input.departmentId ?? null, designationId: input.designationId ?? null,
    reportingManagerId: input.reportingManagerId ?? null, shiftId: input.shiftId, lwd, deviceUserId,
  };
}

export interface EmployeeListFilter {
  branchId?: number;
  departmentId?: number;
}

@Injectable()
export class EmployeesRepository {
  async list(companyId: number, query: ListQuery, filter: EmployeeListFilter): Promise<[EmployeeView[], number]> {
    const list = new FilteredPage('e.company_id', companyId)
      .search(query.search, [`concat_ws(' ', e.first_name, e.middle_name, e.last_name)`, 'e.employee_code', 'e.email', 'e.phone']);
    if (filter.branchId) list.add(filter.branchId, (p) => `e.branch_id = ${p}`);
    if (filter.departmentId) list.add(filter.departmentId, (p) => `e.department_id = ${p}`);
    return list.page(EMPLOYEE, EMPLOYEES_FROM, `${SORTABLE[query.sortBy] ?? 'e.id'} ${query.sortDirection}, e.id DESC`, query);
  }

  async options(companyId: number): Promise<{ id: number; name: string }[]> {
    return (await sql(
      OPTION.and('WHERE e.company_id = $1 AND NOT e.deleted ORDER BY lower(e.first_name), lower(e.last_name), e.id'),
      [companyId],
    )).rows;
  }

  async find(companyId: number, id: number): Promise<EmployeeView | null> {
    return (await sql(EMPLOYEE.and('WHERE e.company_id = $1 AND e.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async codeTaken(companyId: number, code: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM hrms_employees WHERE company_id = $1 AND lower(employee_code) = lower($2) AND id <> $3`, [companyId, code, exceptId])).rows.length > 0;
  }

  /** Whether another employee of the company has this device user id (case-insensitive). */
  async deviceUserIdTaken(companyId: number, deviceUserId: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM hrms_employees WHERE company_id = $1 AND lower(device_user_id) = lower($2) AND id <> $3`, [companyId, deviceUserId, exceptId])).rows.length > 0;
  }

  async setDeviceUserId(companyId: number, id: number, deviceUserId: string): Promise<void> {
    await sql(`UPDATE hrms_employees SET device_user_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, deviceUserId]);
  }

  /** Null when the code was taken meanwhile (the unique index decided). */
  async insert(companyId: number, f: EmployeeFields): Promise<number | null> {
    return (await sql(
      returning<{ id: number }>(
        `INSERT INTO hrms_employees AS e (company_id, ${FIELD_COLUMNS.list}) VALUES ($1, ${FIELD_COLUMNS.placeholders(2)}) ON CONFLICT DO NOTHING`,
        { id: int(e.id) },
      ),
      [companyId, ...FIELD_COLUMNS.values(f)],
    )).rows[0]?.id ?? null;
  }

  async update(companyId: number, id: number, f: EmployeeFields): Promise<boolean> {
    const code = `$${FIELD_COLUMNS.indexOf('employeeCode') + 3}`;
    const { rows } = await sql(
      `UPDATE hrms_employees SET ${FIELD_COLUMNS.assignments(3)} WHERE company_id = $1 AND id = $2
         AND NOT EXISTS (SELECT 1 FROM hrms_employees o WHERE o.company_id = $1 AND o.id <> $2 AND lower(o.employee_code) = lower(${code}))
       RETURNING id`,
      [companyId, id, ...FIELD_COLUMNS.values(f)],
    );
    return rows.length > 0;
  }

  /** The chain of managers above an employee (nearest first), stopping at a repeat. */
  async managerChain(companyId: number, startId: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>(
      `WITH RECURSIVE chain(id, depth, path) AS (
         SELECT id, 0, ARRAY[id] FROM hrms_employees WHERE company_id = $1 AND id = $2
         UNION ALL
         SELECT e.reporting_manager_id, c.depth + 1, c.path || e.reporting_manager_id
           FROM chain c JOIN hrms_employees e ON e.company_id = $1 AND e.id = c.id
          WHERE e.reporting_manager_id IS NOT NULL AND NOT e.reporting_manager_id = ANY(c.path))
       SELECT id::int AS id FROM chain ORDER BY depth`,
      [companyId, startId],
    );
    return rows.map((r) => r.id);
  }

  /** Serialises reporting-line changes, so two concurrent saves cannot close a loop between them. */
  async lockReportingLines(companyId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtextextended('bizdesk:hrms-managers:' || $1::text, 0))`, [companyId]);
  }

  async toggleDeleted(companyId: number, id: number): Promise<{ deleted: boolean } | null> {
    return (await sql<{ deleted: boolean }>(
      `UPDATE hrms_employees SET deleted = NOT deleted WHERE company_id = $1 AND id = $2 RETURNING deleted`,
      [companyId, id],
    )).rows[0] ?? null;
  }
}
