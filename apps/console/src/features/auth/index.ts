// The public surface of features/auth: other features import only from here (scripts/check-boundaries).
export { useRefreshMenu } from './api/use-refresh-menu';
