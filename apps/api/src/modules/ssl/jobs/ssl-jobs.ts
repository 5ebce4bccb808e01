import { Injectable } from '@nestjs/common';
import { JobQueue, type JobPayload } from '../../../core/queue/index.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export const SSL_RENEWAL_SWEEP_JOB = 'ssl.renewal-sweep';
export const SSL_ATTEMPT_CERTIFICATE_JOB = 'ssl.attempt-certificate';
export const SSL_EXPIRY_REMINDER_JOB = 'ssl.expiry-reminder';
export const SSL_POLL_VALIDATION_JOB = 'ssl.poll-validation';

export interface AttemptCertificatePayload extends JobPayload {
  companyId: number;
  certificateId: number;
}

export interface ExpiryReminderPayload extends JobPayload {
  companyId: number;
  certificateId: number;
  serial: string;
  days: number;
}

export interface PollValidationPayload extends JobPayload {
  companyId: number;
  domainId: number;
  round: number;
}

/** How often the sweep looks for due renewals, unfinished issuances and reminders. */
export const SWEEP_EVERY_MS = 60_000;
/** Polls of a validation the CA had not finished when Verify answered. */
export const MAX_POLL_ROUNDS = 10;

/**
 * Queues the SSL service's jobs after the caller's transaction commits (JobQueue.afterCommit: a job sees what
 * scheduled it; a rolled-back attempt runs nothing). Keys make every scheduled attempt run once, however often
 * it is queued; the minute's sweep also queues due attempts from next_attempt_at.
 */
@Injectable()
export class SslJobs {
  constructor(private readonly queue: JobQueue) {}

  /** The attempt due at `dueAt` (its key: certificate and due time, shared with the sweep). */
  async attemptCertificate(certificateId: number, dueAt: Date): Promise<void> {
    const companyId = currentCompanyId();
    await this.queue.afterCommit<AttemptCertificatePayload>(
      SSL_ATTEMPT_CERTIFICATE_JOB,
      { companyId, certificateId },
      { idempotencyKey: attemptKey(certificateId, dueAt), delayMs: Math.max(0, dueAt.getTime() - Date.now()) },
    );
  }

  async pollValidation(domainId: number, round: number): Promise<void> {
    const companyId = currentCompanyId();
    const key = `${domainId}:${round}:${Date.now()}`;
    await this.queue.afterCommit<PollValidationPayload>(SSL_POLL_VALIDATION_JOB, { companyId, domainId, round }, { idempotencyKey: key, delayMs: 5000 * round });
  }
}

export function attemptKey(certificateId: number, dueAt: Date): string {
  return `${certificateId}@${dueAt.toISOString()}`;
}
