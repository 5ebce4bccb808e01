import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { StockAdjustmentDto, StockAdjustmentView, StockTransferDto, StockTransferView } from '../dtos/stock-documents.dtos.js';
import { StockDocumentsService } from '../services/stock-documents.service.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('inventory')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/stock')
export class StockDocumentsController {
  constructor(private readonly documents: StockDocumentsService) {}

  @RequirePermission('inventory.write')
  @Post('transfer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move stock from one warehouse to another (numbered TRF/yyyy/nnnnn); both sides are in the stock ledger' })
  @ApiEnvelope(StockTransferView)
  async transfer(@Principal() principal: SessionPrincipal, @Body() body: StockTransferDto) {
    const transfer = await this.documents.transfer(principal.userId, body);
    return reply(transfer, `Stock transferred: ${transfer.transferNumber}`);
  }

  @RequirePermission('inventory.write')
  @Post('adjustment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Correct stock in one warehouse with a reason (numbered ADJ/yyyy/nnnnn); signed quantities, in the stock ledger' })
  @ApiEnvelope(StockAdjustmentView)
  async adjust(@Principal() principal: SessionPrincipal, @Body() body: StockAdjustmentDto) {
    const adjustment = await this.documents.adjust(principal.userId, body);
    return reply(adjustment, `Stock adjusted: ${adjustment.adjustmentNumber}`);
  }
}
