// The public surface of features/sessions: other features import only from here (scripts/check-boundaries).
export { SessionsCard } from './components/sessions-card';
export { sessionKeys } from './api/session-keys';
