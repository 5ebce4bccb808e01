// The public surface of the HRMS module: other modules import from here only.
export { HrmsModule } from './hrms.module.js';
export { HrmsClock } from './services/hrms-clock.js';
export { EmployeeFacesService, EMPLOYEE_FACE_MESSAGES, type RecognisedEmployee, type EmployeeFaceStatus } from './services/employee-faces.service.js';
