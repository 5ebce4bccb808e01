import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { PartyOption, PartyView, SavePartyDto } from '../dtos/party.dtos.js';
import { PARTY_SORTABLE } from '../repositories/parties.repository.js';
import { CustomersService, SuppliersService } from '../services/parties.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('parties')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/customer')
export class CustomerController {
  constructor(private readonly customers: CustomersService) {}

  @RequirePermission('customers.read')
  @Get()
  @ApiOperation({ summary: 'Customers, paged, with state and country names' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(PartyView)
  async list(@ListParams({ sortable: PARTY_SORTABLE }) query: ListQuery) {
    return reply(await this.customers.list(query), 'Customers fetched');
  }

  @RequirePermission('customers.read')
  @Get('select')
  @ApiOperation({ summary: 'Customers as options, with their state (POS cart)' })
  @ApiSelectEnvelope(PartyOption)
  async select() {
    return reply(await this.customers.options(), 'Customers fetched');
  }

  @RequirePermission('customers.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a customer' })
  @ApiEnvelope(PartyView)
  async save(@Body() body: SavePartyDto) {
    return reply(await this.customers.save(body), 'Customer saved successfully');
  }

  @RequirePermission('customers.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a customer nothing uses yet (?id=); one in use answers 409 naming what uses it' })
  @ApiQuery({ name: 'id', required: true })
  @ApiEnvelope(null)
  async remove(@Query('id', IdPipe) id: number) {
    await this.customers.remove(id);
    return reply(null, 'Customer deleted successfully');
  }
}

@ApiTags('parties')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/supplier')
export class SupplierController {
  constructor(private readonly suppliers: SuppliersService) {}

  @RequirePermission('suppliers.read')
  @Get()
  @ApiOperation({ summary: 'Suppliers, paged, with state and country names' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(PartyView)
  async list(@ListParams({ sortable: PARTY_SORTABLE }) query: ListQuery) {
    return reply(await this.suppliers.list(query), 'Suppliers fetched');
  }

  @RequirePermission('suppliers.read')
  @Get('select')
  @ApiOperation({ summary: 'Suppliers as id/name options' })
  @ApiSelectEnvelope(PartyOption)
  async select() {
    return reply(await this.suppliers.options(), 'Suppliers fetched');
  }

  @RequirePermission('suppliers.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a supplier' })
  @ApiEnvelope(PartyView)
  async save(@Body() body: SavePartyDto) {
    return reply(await this.suppliers.save(body), 'Supplier saved successfully');
  }

  @RequirePermission('suppliers.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a supplier nothing uses yet (?id=); one in use answers 409 naming what uses it' })
  @ApiQuery({ name: 'id', required: true })
  @ApiEnvelope(null)
  async remove(@Query('id', IdPipe) id: number) {
    await this.suppliers.remove(id);
    return reply(null, 'Supplier deleted successfully');
  }
}
