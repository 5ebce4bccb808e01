import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { PlatformScope } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { CompanyProfileView, CompanyView, SaveCompanyDto, UpdateOwnCompanyDto } from '../dtos/company.dtos.js';
import { CompanyProfileService } from '../services/company-profile.service.js';
import { COMPANY_SORTABLE } from '../repositories/companies.repository.js';
import { CompaniesService } from '../services/companies.service.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, GetRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('companies', 'erp/company')
export class CompanyController {
  constructor(private readonly companies: CompaniesService, private readonly profiles: CompanyProfileService) {}

  @Get()
  @PlatformScope()
  @ApiOperation({ summary: 'All tenant companies (platform administrator)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiQuery({ name: 'status', required: false, enum: ['PENDING', 'ACTIVE', 'INACTIVE'] })
  @ApiPagedEnvelope(CompanyView)
  async list(@ListParams({ sortable: COMPANY_SORTABLE }) query: ListQuery, @Query('status') status?: string) {
    return reply(await this.companies.list(query, status), 'Companies fetched');
  }

  @Post()
  @HttpCode(200)
  @PlatformScope()
  @ApiOperation({ summary: 'Create (id 0) or edit a company and set it active or inactive (platform administrator); the contact e-mail cannot change (400)' })
  @ApiEnvelope(CompanyView)
  async save(@Body() body: SaveCompanyDto) {
    const { company, created } = await this.companies.save(body);
    const message = created
      ? 'Company created successfully'
      : body.active === undefined
        ? 'Company updated successfully'
        : company.active
          ? 'Company activated successfully'
          : 'Company deactivated successfully';
    return reply(company, message);
  }

  @GetRoute('company.read', 'profile', "The signed-in company's own profile with its GST state (the place of supply of the provider's invoices)", ApiEnvelope(CompanyProfileView))
  async profile() {
    return reply(await this.profiles.own(), 'Company profile fetched');
  }

  @GetRoute('company.read', ':id', 'One company: any for the platform administrator, only its own for a tenant (404 otherwise)', ApiEnvelope(CompanyView))
  async one(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number) {
    return reply(await this.companies.visibleTo(principal, id), 'Company fetched');
  }

  @PutRoute('company.write', '', "Edit the signed-in company's own profile (contact e-mail is read-only) and its GST state (required without a GSTIN, the GSTIN's otherwise)",
    ApiEnvelope(CompanyProfileView))
  async updateOwn(@Body() body: UpdateOwnCompanyDto) {
    return reply(await this.profiles.update(body), 'Company profile updated successfully');
  }
}
