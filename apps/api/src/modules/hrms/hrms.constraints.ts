import { conflict, type ConstraintMessages } from '../../core/http/translate-db-error.js';
import { EMPLOYEE_MESSAGES } from './dtos/employee.dtos.js';

/** Two saves racing past the code check meet the unique index (translateDbError). */
export const HRMS_CONSTRAINTS: ConstraintMessages = {
  constraints: { hrms_employees_code_uq: conflict(EMPLOYEE_MESSAGES.codeTaken), hrms_employees_device_user_uq: conflict(EMPLOYEE_MESSAGES.deviceUserIdTaken) },
};
