import { columnsOf, expr, int, type Expr } from '../../../core/database/typed-select.js';

// What the allocation and application lists share: the employee and leave type of a row (joined as e and t).

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

/** What the allocation and application lists search: the employee's name or code, or the leave type's name. */
export const SEARCHED = [EMPLOYEE_FULL_NAME, 'e.employee_code', 't.name'];
