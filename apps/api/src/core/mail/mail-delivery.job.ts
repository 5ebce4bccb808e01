import { JobHandler, type JobContext, type JobHandlerFor, type JobPayload } from '../queue/job-handler.js';
import { FileStorage } from '../storage/index.js';
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
    private readonly storage: FileStorage,
  ) {}

  async handle(payload: MailDeliveryPayload, ctx: JobContext): Promise<void> {
    const row = await this.outbox.findUnsent(payload.outboxId, ctx.manager);
    if (!row) throw new OutboxRowNotVisible(`outbox mail ${payload.outboxId} not found (yet)`);
    if (row.sentAt) return;
    const files = [];
    for (const a of row.attachments ?? []) {
      const content = await this.storage.read(a.area, a.key);
      // A missing file fails the delivery (and its retries) rather than sending the mail without it.
      if (!content) throw new Error(`outbox mail ${row.id}: attachment ${a.filename} is not in storage`);
      files.push({ filename: a.filename, contentType: a.contentType, content });
    }
    await this.transport.deliver(row, files);
    await this.outbox.markSent(row.id, ctx.manager);
  }
}
