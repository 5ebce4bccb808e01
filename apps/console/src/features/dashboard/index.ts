// The public surface of features/dashboard: other features import only from here (scripts/check-boundaries).
export { dashboardKeys } from './api/dashboard-keys';
