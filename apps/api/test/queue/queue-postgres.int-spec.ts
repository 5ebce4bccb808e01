import { describeQueueBackend } from './queue-scenarios.js';

// BullMQ's own PostgreSQL backend in the spec's fresh database (schema bullmq), as in the embedded default.
describeQueueBackend('postgres');
