// The public surface of core/queue. Modules import from here.
export { JobHandler, type JobContext, type JobHandlerFor, type JobPayload } from './job-handler.js';
export { JobHandlerConfigurationError, UnknownJobError } from './job-handler-registry.js';
export {
  InvalidJobError,
  JobQueue,
  type EnqueueOptions,
  type JobState,
  type JobStatus,
  type QueueHealth,
  type ScheduleSpec,
} from './job-queue.js';
export { JobWorkers } from './job-workers.js';
export { PlatformSchedules, type PlatformSchedule } from './platform-schedules.js';
export { ServiceJob } from './service-job.js';
export { QueueModule } from './queue.module.js';
export type { QueueBackendKind } from './queue-backend.js';
export type { QueueOptions } from './queue-options.js';
