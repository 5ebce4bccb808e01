import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { rawBodyOf } from '../../../core/http/raw-body.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { PhonePeCallbackReceipt } from '../dtos/billing.views.js';
import { PaymentCallbacksService } from '../services/payment-callbacks.service.js';

/**
 * PhonePe's server-to-server callback: no session; the Authorization header is checked by the SDK. It only
 * queues a check of the order with PhonePe's status API: the body itself decides nothing.
 */
@ApiTags('billing')
@Controller('webhooks/phonepe')
export class PhonePeWebhookController {
  constructor(private readonly callbacks: PaymentCallbacksService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Order completed / failed callbacks; Authorization = sha256("username:password"), else 401. A verified one only queues a check of the order with PhonePe\'s status API' })
  @ApiHeader({ name: 'Authorization', required: true, description: 'Lower-case hex SHA-256 of the callback credentials' })
  @ApiEnvelope(PhonePeCallbackReceipt)
  @ApiErrorAnswers(401)
  async receive(@Req() req: Request, @Headers('authorization') authorization: string | undefined) {
    return reply(await this.callbacks.receive(authorization, rawBodyOf(req)), 'Callback received');
  }
}
