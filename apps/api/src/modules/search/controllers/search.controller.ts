import { Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { AnySignedInUser } from '../../../core/tenancy/permissions.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { SearchQuery, SearchResultsView } from '../dtos/search.dtos.js';
import { SearchService } from '../services/search.service.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('search', 'erp/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  // Any signed-in user: each kind is searched only when the role may read it and the company subscribes to its application.
  @GetRoute(AnySignedInUser(), '', 'The header search: products, customers, suppliers, invoices (by number) and employees, at most 5 of each', ApiEnvelope(SearchResultsView))
  async find(@Principal() principal: SessionPrincipal, @Query() query: SearchQuery) {
    return reply(await this.search.find(query.q, principal.role), 'Search results fetched');
  }
}
