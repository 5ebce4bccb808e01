import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { parseId, IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiErrorAnswers, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { DomainRefDto, DomainView, SaveDomainDto, VerificationDetailsView } from '../dtos/ssl.dtos.js';
import { DOMAIN_SORTABLE } from '../repositories/domains.repository.js';
import { DomainsService } from '../services/domains.service.js';
import { SslApplication, TalksToCa } from './ssl-application.js';
import { ApiController, DeleteRoute, GetRoute, PagedRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('ssl', 'ssl/domain', SslApplication())
export class DomainsController {
  constructor(private readonly domains: DomainsService) {}

  @PagedRoute('services.read', '', 'Domains of the company (search over the name), newest first',
    DomainView, { query: 'URL-encoded JSON {search, page, size, sort}; sort by id, domain, verified, createdOn' })
  async list(@ListParams({ sortable: Object.keys(DOMAIN_SORTABLE) }) query: ListQuery) {
    return reply(await this.domains.list(query), 'Domains fetched');
  }

  @GetRoute('services.read', 'select', 'Verified domains as {id, name} options (the certificate request form)', ApiSelectEnvelope())
  async select() {
    return reply(await this.domains.verifiedOptions(), 'Verified domains fetched');
  }

  @PostRoute('services.write', '', 'Adds a domain (id 0) with its www/non-www twin when chosen; the terms must be accepted', ApiEnvelope(DomainView))
  async save(@Body() body: SaveDomainDto, @Principal() principal: SessionPrincipal) {
    const { view, message } = await this.domains.create(body, principal.userId);
    return reply(view, message);
  }

  @DeleteRoute('services.write', '', 'Deletes a domain at any time; its open ACME order is abandoned, its certificates are no longer renewed',
    ApiEnvelope(null), ApiQuery({ name: 'domainId', required: false, type: Number, description: 'The domain (the spec\'s name)' }),
    ApiQuery({ name: 'id', required: false, type: Number, description: 'Same as domainId (the console\'s delete convention)' }))
  async delete(@Query('domainId') domainId?: string, @Query('id') id?: string) {
    const { message } = await this.domains.delete(parseId(domainId ?? id, 'domainId'));
    return reply(null, message);
  }

  @GetRoute('services.read', 'verification/details', 'The TXT record(s) to add: Key (name) and Value for the domain, and for every name under records',
    ApiEnvelope(VerificationDetailsView), ApiQuery({ name: 'domainId', required: true, type: Number }))
  async details(@Query('domainId', IdPipe) domainId: number) {
    return reply(await this.domains.details(domainId), 'Verification details fetched');
  }

  @TalksToCa()
  @PostRoute('services.write', 'start-verification', 'Creates the ACME order: one DNS-01 challenge (TXT value) per name', ApiEnvelope(VerificationDetailsView), ApiErrorAnswers(429, 503))
  async start(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.startVerification(body.id);
    return reply(details, message);
  }

  @TalksToCa()
  @PostRoute('services.write', 'verify', 'Pre-checks the TXT record(s) in DNS, then asks the CA to validate; 400 when a record is missing or different, 422 with the CA\'s reason when validation fails, 429 after 5 failures in an hour',
    ApiEnvelope(VerificationDetailsView), ApiErrorAnswers(422, 429, 503))
  async verify(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.verify(body.id, body.name);
    return reply(details, message);
  }

  @PostRoute('services.write', 'delegation/check', 'Checks the one-time delegation: _acme-challenge.<name> CNAME to its label in the platform\'s challenge zone', ApiEnvelope(VerificationDetailsView))
  async checkDelegation(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.checkDelegation(body.id);
    return reply(details, message);
  }
}
