import { Controller, ForbiddenException, Get, Headers, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { rawBodyOf } from '../../../core/http/raw-body.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { WebhookReceipt } from '../dtos/whatsapp-message.view.js';
import { WhatsappInboxService } from '../services/whatsapp-inbox.service.js';
import { ApiEnvelope, ApiErrorAnswers, ApiTextAnswer } from '../../../core/http/openapi-answers.js';

/** Meta's WhatsApp Cloud API calls these; there is no session, the signature is the authentication. */
@ApiTags('whatsapp')
@Controller('webhooks/whatsapp')
export class WhatsappWebhookController {
  constructor(private readonly inbox: WhatsappInboxService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: "Meta's verification handshake: echoes hub.challenge as plain text for our verify token, else 403" })
  @ApiQuery({ name: 'hub.mode', required: true })
  @ApiQuery({ name: 'hub.verify_token', required: true })
  @ApiQuery({ name: 'hub.challenge', required: true })
  @ApiTextAnswer('hub.challenge, echoed')
  @ApiErrorAnswers(403)
  verify(@Query() query: Record<string, unknown>) {
    const challenge = this.inbox.verifySubscription(query['hub.mode'], query['hub.verify_token'], query['hub.challenge']);
    if (challenge === null) throw new ForbiddenException('Verification failed');
    return new StreamableFile(Buffer.from(challenge), { type: 'text/plain; charset=utf-8' });
  }

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Incoming messages (statuses are ignored); needs X-Hub-Signature-256 over the raw body, else 401' })
  @ApiHeader({ name: 'X-Hub-Signature-256', required: true, description: 'sha256=<hex HMAC-SHA256 of the body with the app secret>' })
  @ApiEnvelope(WebhookReceipt)
  @ApiErrorAnswers(401)
  async receive(@Req() req: Request, @Headers('x-hub-signature-256') signature: string | undefined) {
    return reply(await this.inbox.receive(rawBodyOf(req), signature), 'Webhook received');
  }
}
