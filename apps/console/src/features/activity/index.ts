// The public surface of features/activity: other features import only from here (scripts/check-boundaries).
export { activityKeys } from './api/activity-keys';
