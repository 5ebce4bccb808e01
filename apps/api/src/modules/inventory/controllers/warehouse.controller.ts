import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { SaveWarehouseDto, WarehouseOption, WarehouseView } from '../dtos/warehouse.dtos.js';
import { WAREHOUSE_SORTABLE } from '../repositories/warehouses.repository.js';
import { WarehousesService } from '../services/warehouses.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('inventory')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/warehouse')
export class WarehouseController {
  constructor(private readonly warehouses: WarehousesService) {}

  @RequirePermission('inventory.read')
  @Get()
  @ApiOperation({ summary: 'Warehouses, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(WarehouseView)
  async list(@ListParams({ sortable: WAREHOUSE_SORTABLE }) query: ListQuery) {
    return reply(await this.warehouses.list(query), 'Warehouses fetched');
  }

  @RequirePermission('inventory.read')
  @Get('select')
  @ApiOperation({ summary: 'Warehouses as options, the default first' })
  @ApiSelectEnvelope(WarehouseOption)
  async select() {
    return reply(await this.warehouses.options(), 'Warehouses fetched');
  }

  @RequirePermission('inventory.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a warehouse; exactly one is the default' })
  @ApiEnvelope(WarehouseView)
  async save(@Body() body: SaveWarehouseDto) {
    return reply(await this.warehouses.save(body), 'Warehouse saved successfully');
  }

  @RequirePermission('inventory.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a warehouse nothing uses yet (?id=); the default or one in use answers 409' })
  @ApiQuery({ name: 'id', required: true })
  @ApiEnvelope(null)
  async remove(@Query('id', IdPipe) id: number) {
    await this.warehouses.remove(id);
    return reply(null, 'Warehouse deleted successfully');
  }
}
