// The public surface of modules/leave: other modules import only from here (scripts/check-boundaries.mjs).
export { LeaveModule } from './leave.module.js';
