import { Body, Param, Query, StreamableFile } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { EwayBillQuery } from '../dtos/eway-bill.dtos.js';
import { TransferEwayBillService } from '../services/transfer-eway-bill.service.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { StockAdjustmentDto, StockAdjustmentView, StockTransferDto, StockTransferView } from '../dtos/stock-documents.dtos.js';
import { StockDocumentsService } from '../services/stock-documents.service.js';
import { ApiController, GetRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('inventory', 'erp/stock', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class StockDocumentsController {
  constructor(
    private readonly documents: StockDocumentsService,
    private readonly eway: TransferEwayBillService,
  ) {}

  @PostRoute('inventory.write', 'transfer', 'Move stock from one warehouse to another (numbered TRF/yyyy/nnnnn); both sides are in the stock ledger', ApiEnvelope(StockTransferView))
  async transfer(@Principal() principal: SessionPrincipal, @Body() body: StockTransferDto) {
    const transfer = await this.documents.transfer(principal.userId, body);
    return reply(transfer, `Stock transferred: ${transfer.transferNumber}`);
  }

  @PostRoute('inventory.write', 'adjustment', 'Correct stock in one warehouse with a reason (numbered ADJ/yyyy/nnnnn); signed quantities, in the stock ledger', ApiEnvelope(StockAdjustmentView))
  async adjust(@Principal() principal: SessionPrincipal, @Body() body: StockAdjustmentDto) {
    const adjustment = await this.documents.adjust(principal.userId, body);
    return reply(adjustment, `Stock adjusted: ${adjustment.adjustmentNumber}`);
  }

  @GetRoute('inventory.read', 'transfer/:id/e-way-bill', { summary: "The e-way bill portal's bulk-generation JSON for a stock transfer (outward, for own use, delivery challan), transport in the query or a " + 'saved transporter (transporter=<id>); 409 at ₹50,000 or less unless force=true, without the company GSTIN or a warehouse PIN' },
    ApiFileAnswer('application/json', 'The e-way bill JSON (Content-Disposition: attachment)'))
  async transferEwayBill(@Param('id', IdPipe) id: number, @Query() query: EwayBillQuery) {
    const file = await this.eway.eWayBill(id, query);
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }
}
