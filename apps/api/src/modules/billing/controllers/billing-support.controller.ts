import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { SupportContactView } from '../dtos/billing.views.js';
import { InvoicePartiesService } from '../services/invoice-parties.service.js';

/** Public: the payment status page shows it even when the session lapsed while paying. */
@ApiTags('billing')
@Controller('erp/billing/support')
export class BillingSupportController {
  constructor(private readonly parties: InvoicePartiesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Who to ask about a payment (the payment status page\'s help block; no session needed)' })
  @ApiEnvelope(SupportContactView)
  async support() {
    return reply(await this.parties.supportContact(), 'Support contact fetched');
  }
}
