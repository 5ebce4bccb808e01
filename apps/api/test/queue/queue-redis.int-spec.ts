import { describeQueueBackend } from './queue-scenarios.js';

// BullMQ on the local Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379), private key prefix.
describeQueueBackend('redis');
