// The public surface of modules/hrms: other modules import only from here (scripts/check-boundaries.mjs).
export { HrmsApplication } from './controllers/hrms-application.js';
export { HrmsModule } from './hrms.module.js';
export { HrmsClock, localDate } from './services/hrms-clock.js';
export { HrmsSettingsService, rulesOn } from './services/hrms-settings.service.js';
export type { HrmsSettingVersion, HrmsSettingRules } from './dtos/hrms-setting.dtos.js';
export { OrgMastersService } from './services/org-masters.service.js';
export { EmployeeFacesService, EMPLOYEE_FACE_MESSAGES, type RecognisedEmployee, type EmployeeFaceStatus } from './services/employee-faces.service.js';
export { EmployeesService } from './services/employees.service.js';
export { shiftDefinitionOf, timeOfDay, utcSecond } from './sql/time-columns.js';
export { FilteredPage } from './sql/filtered-page.js';
