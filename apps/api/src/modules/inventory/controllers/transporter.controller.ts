import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { SaveTransporterDto, TransporterView } from '../dtos/transporter.dtos.js';
import { TRANSPORTER_SORTABLE } from '../repositories/transporters.repository.js';
import { TransportersService } from '../services/transporters.service.js';

@ApiTags('inventory')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/transporter')
export class TransporterController {
  constructor(private readonly transporters: TransportersService) {}

  @RequirePermission('inventory.read')
  @Get()
  @ApiOperation({ summary: 'Saved transporters (for e-way bills), paged; search by name, GSTIN or vehicle' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(TransporterView)
  async list(@ListParams({ sortable: TRANSPORTER_SORTABLE }) query: ListQuery) {
    return reply(await this.transporters.list(query), 'Transporters fetched');
  }

  @RequirePermission('inventory.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a transporter: name, GSTIN/TRANSIN, default mode, vehicle number and distance' })
  @ApiEnvelope(TransporterView)
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveTransporterDto) {
    return reply(await this.transporters.save(principal.userId, body), 'Transporter saved successfully');
  }

  @RequirePermission('inventory.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a transporter (?id=); e-way bills already made keep what they carried' })
  @ApiQuery({ name: 'id', required: true })
  @ApiEnvelope(null)
  async remove(@Query('id', IdPipe) id: number) {
    await this.transporters.remove(id);
    return reply(null, 'Transporter deleted successfully');
  }
}
