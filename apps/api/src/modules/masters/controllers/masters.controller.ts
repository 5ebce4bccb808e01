import { Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { CountryOption, StateOption, StatesQuery } from '../dtos/masters.dtos.js';
import { MastersService } from '../services/masters.service.js';
import { ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { AnySignedInUser } from '../../../core/tenancy/permissions.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('masters', 'erp/master')
export class MastersController {
  constructor(private readonly masters: MastersService) {}

  @GetRoute(AnySignedInUser(), 'countries', 'Countries (id and name)', ApiSelectEnvelope(CountryOption))
  async countries() {
    return reply(await this.masters.countries(), 'Countries fetched');
  }

  @GetRoute(AnySignedInUser(), 'states', 'States of a country with their GST state codes', ApiSelectEnvelope(StateOption))
  async states(@Query() query: StatesQuery) {
    return reply(await this.masters.states(query.countryId ?? 1), 'States fetched');
  }
}
