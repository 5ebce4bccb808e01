import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { FinancialYearView, SaveFinancialYearDto } from '../dtos/financial-year.dtos.js';
import { FINANCIAL_YEAR_SORTABLE } from '../repositories/financial-years.repository.js';
import { FinancialYearsService } from '../services/financial-years.service.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('erp/financial-year')
export class FinancialYearController {
  constructor(private readonly years: FinancialYearsService) {}

  @RequirePermission('accounting.read')
  @Get()
  @ApiOperation({ summary: 'Financial years, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(FinancialYearView)
  async list(@ListParams({ sortable: FINANCIAL_YEAR_SORTABLE }) query: ListQuery) {
    return reply(await this.years.list(query), 'Financial years fetched successfully');
  }

  @RequirePermission('accounting.read')
  @Get('select')
  @ApiSelectEnvelope()
  async select() {
    return reply(await this.years.select(), 'Financial years fetched successfully');
  }

  @RequirePermission('accounting.read')
  @Get('active')
  @ApiOperation({ summary: 'The active financial year, or null (activating another deactivates it)' })
  @ApiEnvelope(FinancialYearView, { nullable: true })
  async active() {
    return reply(await this.years.active(), 'Financial year fetched successfully');
  }

  @RequirePermission('accounting.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a financial year; activate (deactivates the other), lock or unlock it' })
  @ApiEnvelope(FinancialYearView)
  async save(@Body() body: SaveFinancialYearDto) {
    const { year, message } = await this.years.save(body);
    return reply(year, message);
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @RequirePermission('accounting.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST (the generic save helper uses PUT for an existing id)' })
  @ApiEnvelope(FinancialYearView)
  update(@Body() body: SaveFinancialYearDto) {
    return this.save(body);
  }
}
