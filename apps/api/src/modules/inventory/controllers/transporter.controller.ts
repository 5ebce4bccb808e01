import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { SaveTransporterDto, TransporterView } from '../dtos/transporter.dtos.js';
import { TRANSPORTER_SORTABLE } from '../repositories/transporters.repository.js';
import { TransportersService } from '../services/transporters.service.js';
import { ApiController, DeleteRoute, IdQuery, PostRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('inventory', 'erp/transporter', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class TransporterController extends PagedList('inventory.read', '', 'Saved transporters (for e-way bills), paged; search by name, GSTIN or vehicle', TransporterView, TRANSPORTER_SORTABLE, 'Transporters fetched') {
  constructor(private readonly transporters: TransportersService) {
    super(transporters);
  }

  @PostRoute('inventory.write', '', 'Create (id 0) or edit a transporter: name, GSTIN/TRANSIN, default mode, vehicle number and distance', ApiEnvelope(TransporterView))
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveTransporterDto) {
    return reply(await this.transporters.save(principal.userId, body), 'Transporter saved successfully');
  }

  @DeleteRoute('inventory.write', '', 'Delete a transporter (?id=); e-way bills already made keep what they carried', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.transporters.remove(id);
    return reply(null, 'Transporter deleted successfully');
  }
}
