import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parseId, IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope, ApiErrorAnswers, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { DomainRefDto, DomainView, SaveDomainDto, VerificationDetailsView } from '../dtos/ssl.dtos.js';
import { DOMAIN_SORTABLE } from '../repositories/domains.repository.js';
import { DomainsService } from '../services/domains.service.js';
import { SslApplication, TalksToCa } from './ssl-application.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('ssl')
@ApiBearerAuth()
@SslApplication()
@Controller('ssl/domain')
export class DomainsController {
  constructor(private readonly domains: DomainsService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'Domains of the company (search over the name), newest first' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}; sort by id, domain, verified, createdOn' })
  @ApiPagedEnvelope(DomainView)
  async list(@ListParams({ sortable: Object.keys(DOMAIN_SORTABLE) }) query: ListQuery) {
    return reply(await this.domains.list(query), 'Domains fetched');
  }

  @RequirePermission('services.read')
  @Get('select')
  @ApiOperation({ summary: 'Verified domains as {id, name} options (the certificate request form)' })
  @ApiSelectEnvelope()
  async select() {
    return reply(await this.domains.verifiedOptions(), 'Verified domains fetched');
  }

  @RequirePermission('services.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds a domain (id 0) with its www/non-www twin when chosen; the terms must be accepted' })
  @ApiEnvelope(DomainView)
  async save(@Body() body: SaveDomainDto, @Principal() principal: SessionPrincipal) {
    const { view, message } = await this.domains.create(body, principal.userId);
    return reply(view, message);
  }

  @RequirePermission('services.write')
  @Delete()
  @ApiOperation({ summary: 'Deletes a domain at any time; its open ACME order is abandoned, its certificates are no longer renewed' })
  @ApiQuery({ name: 'domainId', required: false, type: Number, description: 'The domain (the spec\'s name)' })
  @ApiQuery({ name: 'id', required: false, type: Number, description: 'Same as domainId (the console\'s delete convention)' })
  @ApiEnvelope(null)
  async delete(@Query('domainId') domainId?: string, @Query('id') id?: string) {
    const { message } = await this.domains.delete(parseId(domainId ?? id, 'domainId'));
    return reply(null, message);
  }

  @RequirePermission('services.read')
  @Get('verification/details')
  @ApiOperation({ summary: 'The TXT record(s) to add: Key (name) and Value for the domain, and for every name under records' })
  @ApiQuery({ name: 'domainId', required: true, type: Number })
  @ApiEnvelope(VerificationDetailsView)
  async details(@Query('domainId', IdPipe) domainId: number) {
    return reply(await this.domains.details(domainId), 'Verification details fetched');
  }

  @RequirePermission('services.write')
  @Post('start-verification')
  @HttpCode(200)
  @TalksToCa()
  @ApiOperation({ summary: 'Creates the ACME order: one DNS-01 challenge (TXT value) per name' })
  @ApiEnvelope(VerificationDetailsView)
  @ApiErrorAnswers(429, 503)
  async start(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.startVerification(body.id);
    return reply(details, message);
  }

  @RequirePermission('services.write')
  @Post('verify')
  @HttpCode(200)
  @TalksToCa()
  @ApiOperation({
    summary: 'Pre-checks the TXT record(s) in DNS, then asks the CA to validate; 400 when a record is missing or different, 422 with the CA\'s reason when validation fails, 429 after 5 failures in an hour',
  })
  @ApiEnvelope(VerificationDetailsView)
  @ApiErrorAnswers(422, 429, 503)
  async verify(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.verify(body.id, body.name);
    return reply(details, message);
  }

  @RequirePermission('services.write')
  @Post('delegation/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks the one-time delegation: _acme-challenge.<name> CNAME to its label in the platform\'s challenge zone' })
  @ApiEnvelope(VerificationDetailsView)
  async checkDelegation(@Body() body: DomainRefDto) {
    const { details, message } = await this.domains.checkDelegation(body.id);
    return reply(details, message);
  }
}
