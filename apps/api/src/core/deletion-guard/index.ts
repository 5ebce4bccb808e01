export { DeletionGuard, type RecordFollowers, type RecordUsage } from './deletion-guard.js';
export { DeletionGuardModule } from './deletion-guard.module.js';
