export {
  DeletionGuard, RecordUsages, type DeclaresRecordUsages, type RecordFollowers, type RecordUsage,
} from './deletion-guard.js';
export { DeletionGuardModule } from './deletion-guard.module.js';
