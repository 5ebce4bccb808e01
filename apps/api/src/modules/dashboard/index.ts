// The public surface of modules/dashboard: other modules import only from here (scripts/check-boundaries.mjs).
export { DashboardModule } from './dashboard.module.js';
