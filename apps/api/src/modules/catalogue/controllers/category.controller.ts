import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { CategoryOption, CategoryView, SaveCategoryDto, SavedCategoryView } from '../dtos/catalogue.dtos.js';
import { CATEGORY_SORTABLE } from '../repositories/categories.repository.js';
import { CategoriesService } from '../services/categories.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('catalogue')
@ApiBearerAuth()
@SubscribedApplication(POS_APPLICATION_ID, 'POS')
@Controller('erp/category')
export class CategoryController {
  constructor(private readonly categories: CategoriesService) {}

  @RequirePermission('catalogue.read')
  @Get('all')
  @ApiOperation({ summary: 'Categories, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  @ApiPagedEnvelope(CategoryView)
  async list(@ListParams({ sortable: CATEGORY_SORTABLE }) query: ListQuery) {
    return reply(await this.categories.list(query), 'Categories fetched');
  }

  @RequirePermission('catalogue.read')
  @Get('select')
  @ApiOperation({ summary: 'Categories as id/name options (product form, POS buttons)' })
  @ApiSelectEnvelope(CategoryOption)
  async select() {
    return reply(await this.categories.options(), 'Categories fetched');
  }

  @RequirePermission('catalogue.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit a category; cess not applicable saves NONE and 0.0' })
  @ApiEnvelope(SavedCategoryView)
  async save(@Body() body: SaveCategoryDto) {
    const saved = await this.categories.save(body);
    const followers = saved.productsUpdated === 1 ? '1 product updated' : `${saved.productsUpdated} products updated`;
    return reply(saved, saved.productsUpdated ? `Category saved successfully; ${followers}` : 'Category saved successfully');
  }

  @RequirePermission('catalogue.write')
  @Delete()
  @ApiOperation({ summary: 'Delete a category nothing uses yet (?id=); one in use answers 409 naming what uses it' })
  @ApiQuery({ name: 'id', required: true })
  @ApiEnvelope(null)
  async remove(@Query('id', IdPipe) id: number) {
    await this.categories.remove(id);
    return reply(null, 'Category deleted successfully');
  }
}
