import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { SaveWarehouseDto, WarehouseOption, WarehouseView } from '../dtos/warehouse.dtos.js';
import { WAREHOUSE_SORTABLE } from '../repositories/warehouses.repository.js';
import { WarehousesService } from '../services/warehouses.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PostRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('inventory', 'erp/warehouse', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class WarehouseController extends PagedList('inventory.read', '', 'Warehouses, paged', WarehouseView, WAREHOUSE_SORTABLE, 'Warehouses fetched') {
  constructor(private readonly warehouses: WarehousesService) {
    super(warehouses);
  }

  @GetRoute('inventory.read', 'select', 'Warehouses as options, the default first', ApiSelectEnvelope(WarehouseOption))
  async select() {
    return reply(await this.warehouses.options(), 'Warehouses fetched');
  }

  @PostRoute('inventory.write', '', 'Create (id 0) or edit a warehouse; exactly one is the default', ApiEnvelope(WarehouseView))
  async save(@Body() body: SaveWarehouseDto) {
    return reply(await this.warehouses.save(body), 'Warehouse saved successfully');
  }

  @DeleteRoute('inventory.write', '', 'Delete a warehouse nothing uses yet (?id=); the default or one in use answers 409', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.warehouses.remove(id);
    return reply(null, 'Warehouse deleted successfully');
  }
}
