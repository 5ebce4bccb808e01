// The public surface of modules/whatsapp: other modules import only from here (scripts/check-boundaries.mjs).
export { WhatsappMessageView } from './dtos/whatsapp-message.view.js';
export { WhatsappInboxService } from './services/whatsapp-inbox.service.js';
export { WhatsappModule } from './whatsapp.module.js';
