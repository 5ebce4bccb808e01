import { createHash } from 'node:crypto';
import { assertJobName } from './job-handler.js';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 300;

export function assertIdempotencyKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new Error(`idempotencyKey must be a non-empty string of at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
}

/**
 * The BullMQ job id of (name, idempotency key): the same pair never sits in the queue twice.
 * Hashed because keys are free text and BullMQ ids must not contain ':' nor look like integers.
 * A job queued after a transaction's commit (JobQueue.afterCommit) has the transaction in its id too:
 * one that rolled back, skipped for good, must not hide the same key queued again by a later transaction.
 */
export function deriveJobId(name: string, idempotencyKey: string, xid?: string): string {
  assertJobName(name);
  assertIdempotencyKey(idempotencyKey);
  const hash = createHash('sha256').update(name).update('\0').update(idempotencyKey);
  if (xid) hash.update('\0xid\0').update(xid);
  const digest = hash.digest('hex');
  return `${name}.${digest.slice(0, 40)}`;
}

/** Jobs a scheduler produces carry no key of their own: each iteration's job id is unique and stable. */
export function scheduledIdempotencyKey(jobId: string): string {
  return `scheduled:${jobId}`;
}
