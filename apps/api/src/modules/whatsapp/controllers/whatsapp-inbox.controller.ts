import { Get } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { PlatformScope } from '../../../core/tenancy/route-metadata.js';
import { WhatsappMessagePage } from '../dtos/whatsapp-message.view.js';
import { WHATSAPP_SORTABLE } from '../repositories/whatsapp-messages.repository.js';
import { WhatsappInboxService } from '../services/whatsapp-inbox.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController } from '../../../core/http/routes.js';

@ApiController('whatsapp', 'erp/webhook/whatsapp')
export class WhatsappInboxController {
  constructor(private readonly inbox: WhatsappInboxService) {}

  @Get()
  @PlatformScope()
  @ApiOperation({ summary: 'The WhatsApp inbox (SUPER_ADMIN only): search over sender and text, newest first' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}; sort by id, timestamp, waId, name' })
  @ApiEnvelope(WhatsappMessagePage)
  async list(@ListParams({ sortable: WHATSAPP_SORTABLE }) query: ListQuery) {
    return reply(await this.inbox.list(query), 'WhatsApp messages fetched');
  }
}
