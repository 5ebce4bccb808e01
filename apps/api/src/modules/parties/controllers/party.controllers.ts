import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { PartyOption, PartyView, SavePartyDto } from '../dtos/party.dtos.js';
import { PARTY_SORTABLE } from '../repositories/parties.repository.js';
import { CustomersService, SuppliersService } from '../services/parties.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PagedRoute, PostRoute } from '../../../core/http/routes.js';

type PartyKind = 'customer' | 'supplier';

/**
 * Customers and suppliers are kept alike (one directory of parties each), so their controllers answer the same
 * four routes, worded for the kind and guarded by its own permissions (customers.read, suppliers.write...).
 */
function PartyRoutes(kind: PartyKind, selectSummary: string) {
  const one = kind === 'customer' ? 'Customer' : 'Supplier';
  const many = `${one}s`;
  const read = kind === 'customer' ? 'customers.read' : 'suppliers.read';
  const write = kind === 'customer' ? 'customers.write' : 'suppliers.write';

  abstract class Routes {
    protected abstract readonly parties: CustomersService | SuppliersService;

    @PagedRoute(read, '', `${many}, paged, with state and country names`, PartyView)
    async list(@ListParams({ sortable: PARTY_SORTABLE }) query: ListQuery) {
      return reply(await this.parties.list(query), `${many} fetched`);
    }

    @GetRoute(read, 'select', selectSummary, ApiSelectEnvelope(PartyOption))
    async select() {
      return reply(await this.parties.options(), `${many} fetched`);
    }

    @PostRoute(write, '', `Create (id 0) or edit a ${kind}`, ApiEnvelope(PartyView))
    async save(@Body() body: SavePartyDto) {
      return reply(await this.parties.save(body), `${one} saved successfully`);
    }

    @DeleteRoute(write, '', `Delete a ${kind} nothing uses yet (?id=); one in use answers 409 naming what uses it`, ApiEnvelope(null), IdQuery())
    async remove(@Query('id', IdPipe) id: number) {
      await this.parties.remove(id);
      return reply(null, `${one} deleted successfully`);
    }
  }
  return Routes;
}

@ApiController('parties', 'erp/customer', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class CustomerController extends PartyRoutes('customer', 'Customers as options, with their state (POS cart)') {
  constructor(protected readonly parties: CustomersService) {
    super();
  }
}

@ApiController('parties', 'erp/supplier', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class SupplierController extends PartyRoutes('supplier', 'Suppliers as id/name options') {
  constructor(protected readonly parties: SuppliersService) {
    super();
  }
}
