import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import type { EmployeeView } from '../dtos/employee.dtos.js';

const SORTABLE: Record<string, string> = {
  id: 'e.id', firstName: 'lower(e.first_name)', lastName: 'lower(e.last_name)', employeeCode: 'lower(e.employee_code)',
  dateOfJoining: 'e.date_of_joining', status: 'e.status',
};
export const EMPLOYEE_SORTABLE = Object.keys(SORTABLE);

const SELECT = `SELECT e.id::int AS id, e.first_name AS "firstName", e.middle_name AS "middleName", e.last_name AS "lastName",
       e.mother_name AS "motherName", to_char(e.date_of_joining, 'YYYY-MM-DD') AS "dateOfJoining",
       to_char(e.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", e.email, e.phone, e.gender, e.employee_code AS "employeeCode",
       false AS "employeeCodeAutoGenerate", e.marital_status AS "maritalStatus", e.blood_group AS "bloodGroup", e.status,
       e.branch_id::int AS "branchId", e.department_id::int AS "departmentId", e.designation_id::int AS "designationId",
       e.reporting_manager_id::int AS "reportingManagerId",
       NULLIF(concat_ws(' ', m.first_name, m.last_name), '') AS "reportingManagerName",
       e.shift_id::int AS "shiftId", s.name AS "shiftName", to_char(e.lwd, 'YYYY-MM-DD') AS lwd, e.deleted,
       g.name AS designation, b.name AS branch, d.name AS department
  FROM hrms_employees e
  JOIN hrms_branches b ON b.id = e.branch_id
  LEFT JOIN hrms_departments d ON d.id = e.department_id
  LEFT JOIN hrms_designations g ON g.id = e.designation_id
  LEFT JOIN hrms_shifts s ON s.id = e.shift_id
  LEFT JOIN hrms_employees m ON m.id = e.reporting_manager_id`;

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

const FIELD_COLUMNS = `first_name, middle_name, last_name, mother_name, date_of_joining, date_of_birth, email, phone, gender, employee_code,
  marital_status, blood_group, status, branch_id, department_id, designation_id, reporting_manager_id, shift_id, lwd`;

function values(f: EmployeeFields): unknown[] {
  return [f.firstName, f.middleName, f.lastName, f.motherName, f.dateOfJoining, f.dateOfBirth, f.email, f.phone, f.gender, f.employeeCode,
    f.maritalStatus, f.bloodGroup, f.status, f.branchId, f.departmentId, f.designationId, f.reportingManagerId, f.shiftId, f.lwd];
}

export interface EmployeeListFilter {
  branchId?: number;
  departmentId?: number;
}

@Injectable()
export class EmployeesRepository {
  async list(companyId: number, query: ListQuery, filter: EmployeeListFilter): Promise<[EmployeeView[], number]> {
    const params: unknown[] = [companyId];
    let where = 'e.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      const p = `$${params.length}`;
      where += ` AND (concat_ws(' ', e.first_name, e.middle_name, e.last_name) ILIKE ${p} OR e.employee_code ILIKE ${p} OR e.email ILIKE ${p} OR e.phone ILIKE ${p})`;
    }
    if (filter.branchId) {
      params.push(filter.branchId);
      where += ` AND e.branch_id = $${params.length}`;
    }
    if (filter.departmentId) {
      params.push(filter.departmentId);
      where += ` AND e.department_id = $${params.length}`;
    }
    const total = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM hrms_employees e WHERE ${where}`, params)).rows[0].n;
    const rows = (await sql<EmployeeView>(
      `${SELECT} WHERE ${where} ORDER BY ${SORTABLE[query.sortBy] ?? 'e.id'} ${query.sortDirection}, e.id DESC LIMIT ${query.size} OFFSET ${query.offset}`,
      params,
    )).rows;
    return [rows, total];
  }

  async options(companyId: number): Promise<{ id: number; name: string }[]> {
    return (await sql<{ id: number; name: string }>(
      `SELECT id::int AS id, concat_ws(' ', first_name, last_name) || ' (' || employee_code || ')' AS name
         FROM hrms_employees WHERE company_id = $1 AND NOT deleted ORDER BY lower(first_name), lower(last_name), id`,
      [companyId],
    )).rows;
  }

  async find(companyId: number, id: number): Promise<EmployeeView | null> {
    return (await sql<EmployeeView>(`${SELECT} WHERE e.company_id = $1 AND e.id = $2`, [companyId, id])).rows[0] ?? null;
  }

  async codeTaken(companyId: number, code: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM hrms_employees WHERE company_id = $1 AND lower(employee_code) = lower($2) AND id <> $3`, [companyId, code, exceptId])).rows.length > 0;
  }

  /** Null when the code was taken meanwhile (the unique index decided). */
  async insert(companyId: number, f: EmployeeFields): Promise<number | null> {
    const params = [companyId, ...values(f)];
    const placeholders = params.map((_, i) => `$${i + 1}`).join(', ');
    return (await sql<{ id: number }>(
      `INSERT INTO hrms_employees (company_id, ${FIELD_COLUMNS}) VALUES (${placeholders}) ON CONFLICT DO NOTHING RETURNING id::int AS id`,
      params,
    )).rows[0]?.id ?? null;
  }

  async update(companyId: number, id: number, f: EmployeeFields): Promise<boolean> {
    const sets = FIELD_COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 3}`).join(', ');
    const { rows } = await sql(
      `UPDATE hrms_employees SET ${sets} WHERE company_id = $1 AND id = $2
         AND NOT EXISTS (SELECT 1 FROM hrms_employees o WHERE o.company_id = $1 AND o.id <> $2 AND lower(o.employee_code) = lower($12))
       RETURNING id`,
      [companyId, id, ...values(f)],
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
