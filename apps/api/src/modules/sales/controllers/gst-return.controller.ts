import { Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { Gstr1Query } from '../dtos/gstr1.dtos.js';
import { Gstr1Service } from '../services/gstr1.service.js';
import { Gstr1SummaryQuery, Gstr1SummaryView, Gstr3bQuery, Gstr3bView } from '../dtos/gstr3b.dtos.js';
import { Gstr3bService } from '../services/gstr3b.service.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('sales', 'erp/gst-return', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class GstReturnController {
  constructor(
    private readonly gstr1: Gstr1Service,
    private readonly gstr3b: Gstr3bService,
  ) {}

  @GetRoute('gst.read', 'gstr1', "GSTR-1 of a month (B2B by GSTIN, B2C large and small, credit notes, nil, HSN summary, documents issued): the offline tool's JSON, or CSV",
    ApiFileAnswer(['application/json', 'text/csv'], "The return file (Content-Disposition: attachment): the offline tool's JSON, or CSV"))
  async gstr1Export(@Query() query: Gstr1Query) {
    const file = await this.gstr1.export(query.month, query.format ?? 'json');
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }

  @GetRoute('gst.read', 'gstr1/summary', 'GSTR-1 of a month on screen: per table, the documents and their taxable value and tax (shown before the download)', ApiEnvelope(Gstr1SummaryView))
  async gstr1Summary(@Query() query: Gstr1SummaryQuery) {
    return reply(await this.gstr1.summary(query.month));
  }

  @Get('gstr3b')
  @RequirePermission('gst.read')
  @ApiOperation({
    summary: "GSTR-3B of a month: tables 3.1, 3.2, 4, 5 and the tax payable (6.1); with format=json the GST portal's offline-utility JSON as a file "
      + '(Content-Disposition: attachment; a month without a document is a 404 "No invoices in Mon yyyy")',
  })
  @(ApiEnvelope(Gstr3bView) as MethodDecorator)
  async gstr3bReturn(@Query() query: Gstr3bQuery) {
    if (query.format === 'json') {
      const file = await this.gstr3b.export(query.month);
      return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
    }
    return reply(await this.gstr3b.view(query.month));
  }
}
