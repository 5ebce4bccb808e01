import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { Gstr1Query } from '../dtos/gstr1.dtos.js';
import { Gstr1Service } from '../services/gstr1.service.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('sales')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/gst-return')
export class GstReturnController {
  constructor(private readonly gstr1: Gstr1Service) {}

  @RequirePermission('gst.read')
  @Get('gstr1')
  @ApiOperation({
    summary: "GSTR-1 of a month (B2B by GSTIN, B2C large and small, credit notes, nil, HSN summary, documents issued): the offline tool's JSON, or CSV",
  })
  @ApiFileAnswer(['application/json', 'text/csv'], "The return file (Content-Disposition: attachment): the offline tool's JSON, or CSV")
  async gstr1Export(@Query() query: Gstr1Query) {
    const file = await this.gstr1.export(query.month, query.format ?? 'json');
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }
}
