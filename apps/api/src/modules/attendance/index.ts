// The public surface of modules/attendance: other modules import only from here (scripts/check-boundaries.mjs).
export { AttendanceModule } from './attendance.module.js';
