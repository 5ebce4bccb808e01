import { Global, Module } from '@nestjs/common';
import { MailDeliveryJob } from './mail-delivery.job.js';
import { MailTransport } from './mail-transport.js';
import { MailHousekeeper } from './mail-housekeeper.js';
import { MailService } from './mail.service.js';
import { OutboxRepository } from './outbox.repository.js';

@Global()
@Module({
  providers: [MailService, MailTransport, OutboxRepository, MailDeliveryJob, MailHousekeeper],
  exports: [MailService],
})
export class MailModule {}
