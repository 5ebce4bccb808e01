import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { PaymentStatusDto } from '../dtos/billing.dtos.js';
import { PaymentStatusView } from '../dtos/billing.views.js';
import { InvoicePaymentsService } from '../services/invoice-payments.service.js';

/**
 * Public (issue 30 item 5): the payer may come back from PhonePe in a fresh browser or with a lapsed session.
 * The unguessable order id is all it takes; nothing but that order's status, invoice and amount is shown.
 */
@ApiTags('billing')
@Controller('erp/billing')
export class PaymentStatusController {
  constructor(private readonly payments: InvoicePaymentsService) {}

  @Post('pay-status')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'No session needed: asks PhonePe for the order\'s status and applies it; data.state is COMPLETED, PENDING or FAILED, with the invoice, amount and support contact' })
  @ApiEnvelope(PaymentStatusView)
  @ApiErrorAnswers(404, 503)
  async payStatus(@Body() body: PaymentStatusDto) {
    const { view, message } = await this.payments.checkStatusPublic(body.orderId);
    return reply(view, message);
  }
}
