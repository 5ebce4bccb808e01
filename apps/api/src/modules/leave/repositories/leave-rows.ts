import { columnsOf, expr, int, select, type Expr, type TypedQuery } from '../../../core/database/typed-select.js';
import { sql } from '../../../core/tenancy/sql.js';

// What the leave lists share: the employee and leave type of an allocation or application (joined as e and t), and a page
// of rows filtered by optional conditions (types, allocations, applications).

const e = columnsOf('hrms_employees', 'e');

/** The employee's full name as the leave screens show and search it. */
export const EMPLOYEE_FULL_NAME = `concat_ws(' ', e.first_name, e.middle_name, e.last_name)`;

/** The fields of EmployeeLeaveTypeView from a leave row joined to its employee `e` and leave type `t`. */
export function employeeLeaveType(row: { id: Expr<string>; employee_id: Expr<string>; leave_type_id: Expr<string> }) {
  return {
    id: int(row.id), employeeId: int(row.employee_id), employeeName: expr<string>(EMPLOYEE_FULL_NAME), employeeCode: e.employee_code,
    leaveTypeId: int(row.leave_type_id), leaveTypeName: columnsOf('leave_types', 't').name,
  };
}

/** `FROM <table> <alias>` joined to its employee `e` and leave type `t`. */
export const withEmployeeAndType = (table: 'leave_allocations' | 'leave_applications', alias: string) =>
  `FROM ${table} ${alias} JOIN hrms_employees e ON e.id = ${alias}.employee_id JOIN leave_types t ON t.id = ${alias}.leave_type_id`;

/** A WHERE of the company's rows and the optional conditions added to it, each binding its value as the next parameter. */
export class LeaveWhere {
  readonly params: unknown[];
  private text: string;

  constructor(companyColumn: string, companyId: number) {
    this.params = [companyId];
    this.text = `${companyColumn} = $1`;
  }

  add(value: unknown, clause: (placeholder: string) => string): void {
    this.params.push(value);
    this.text += ` AND ${clause(`$${this.params.length}`)}`;
  }

  /** The search of both lists: employee name or code, or the leave type's name. */
  search(pattern: string): void {
    this.add(pattern, (p) => `(${EMPLOYEE_FULL_NAME} ILIKE ${p} OR e.employee_code ILIKE ${p} OR t.name ILIKE ${p})`);
  }

  /** One page of `rows` in `order`, and how many rows match in all. */
  async page<Row>(rows: TypedQuery<Row>, from: string, order: string, offset: number, size: number): Promise<[Row[], number]> {
    const count = select<{ n: number }>({ n: expr<number>('count(*)::int') }, from);
    const total = (await sql(count.and(`WHERE ${this.text}`), this.params)).rows[0].n;
    const n = this.params.length;
    return [(await sql(rows.and(`WHERE ${this.text} ORDER BY ${order} OFFSET $${n + 1} LIMIT $${n + 2}`), [...this.params, offset, size])).rows, total];
  }
}
