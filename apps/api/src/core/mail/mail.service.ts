import { Injectable } from '@nestjs/common';
import { JobQueue } from '../queue/job-queue.js';
import { currentManager } from '../tenancy/tenant-context.js';
import type { MailMessage } from './mail-message.js';
import { OutboxRepository } from './outbox.repository.js';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

/**
 * Every mail is first written to the outbox in the caller's transaction (so a rolled-back action
 * sends nothing), then delivered by a job queued after that transaction's commit (JobQueue.afterCommit),
 * retried with backoff when the SMTP server is down.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly queue: JobQueue,
  ) {}

  async send(message: MailMessage): Promise<number> {
    const id = await this.outbox.insert(message, currentManager());
    await this.queue.afterCommit(MAIL_DELIVERY_JOB, { companyId: null, outboxId: id }, { idempotencyKey: `outbox-${id}` });
    return id;
  }
}
