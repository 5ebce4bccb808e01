import { JobHandler, type JobContext, type JobHandlerFor, type JobPayload } from '../queue/job-handler.js';
import { MailTransport } from './mail-transport.js';
import { MAIL_DELIVERY_JOB } from './mail.service.js';
import { OutboxRepository } from './outbox.repository.js';

export interface MailDeliveryPayload extends JobPayload {
  outboxId: number;
}

/** Thrown while the sending transaction has not committed yet: the retry will find the row. */
class OutboxRowNotVisible extends Error {}

@JobHandler(MAIL_DELIVERY_JOB)
export class MailDeliveryJob implements JobHandlerFor<MailDeliveryPayload> {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
  ) {}

  async handle(payload: MailDeliveryPayload, ctx: JobContext): Promise<void> {
    const row = await this.outbox.findUnsent(payload.outboxId, ctx.manager);
    if (!row) throw new OutboxRowNotVisible(`outbox mail ${payload.outboxId} not found (yet)`);
    if (row.sentAt) return;
    await this.transport.deliver(row);
    await this.outbox.markSent(row.id, ctx.manager);
  }
}
