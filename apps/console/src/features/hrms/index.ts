// The public surface of features/hrms: other features import only from here (scripts/check-boundaries).
export { useHrmsDashboardQuery } from './api/use-hrms';
export { HrmsDashboard } from './components/hrms-dashboard';
