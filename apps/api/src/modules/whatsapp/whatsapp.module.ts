import { Module } from '@nestjs/common';
import { WhatsappInboxController } from './controllers/whatsapp-inbox.controller.js';
import { WhatsappWebhookController } from './controllers/whatsapp-webhook.controller.js';
import { WhatsappMessagesRepository } from './repositories/whatsapp-messages.repository.js';
import { WhatsappInboxService } from './services/whatsapp-inbox.service.js';

/** The provider's WhatsApp inbox: Meta's signed webhook in, the administrator's table out. */
@Module({
  controllers: [WhatsappWebhookController, WhatsappInboxController],
  providers: [WhatsappInboxService, WhatsappMessagesRepository],
  exports: [WhatsappInboxService],
})
export class WhatsappModule {}
