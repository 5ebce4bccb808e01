import { Body, Get } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { FinancialYearView, SaveFinancialYearDto } from '../dtos/financial-year.dtos.js';
import { FINANCIAL_YEAR_SORTABLE } from '../repositories/financial-years.repository.js';
import { FinancialYearsService } from '../services/financial-years.service.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { ApiController, GetRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('accounting', 'erp/financial-year')
export class FinancialYearController extends PagedList('accounting.read', '', 'Financial years, paged', FinancialYearView, FINANCIAL_YEAR_SORTABLE, 'Financial years fetched successfully') {
  constructor(private readonly years: FinancialYearsService) {
    super(years);
  }

  @RequirePermission('accounting.read')
  @Get('select')
  @ApiSelectEnvelope()
  async select() {
    return reply(await this.years.select(), 'Financial years fetched successfully');
  }

  @GetRoute('accounting.read', 'active', 'The active financial year, or null (activating another deactivates it)', ApiEnvelope(FinancialYearView, { nullable: true }))
  async active() {
    return reply(await this.years.active(), 'Financial year fetched successfully');
  }

  @PostRoute('accounting.write', '', 'Create (id 0) or edit a financial year; activate (deactivates the other), lock or unlock it', ApiEnvelope(FinancialYearView))
  async save(@Body() body: SaveFinancialYearDto) {
    const { year, message } = await this.years.save(body);
    return reply(year, message);
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute('accounting.write', '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(FinancialYearView))
  update(@Body() body: SaveFinancialYearDto) {
    return this.save(body);
  }
}
