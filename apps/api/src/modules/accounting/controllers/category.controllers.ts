import { Body, Controller, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { RecordCategoryView, SaveRecordCategoryDto } from '../dtos/category.dtos.js';
import { CATEGORY_SORTABLE } from '../repositories/categories.repository.js';
import { CategoriesService } from '../services/categories.service.js';
import { ApiEnvelope, ApiPagedEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

type CategoryKind = 'EXPENSE' | 'INCOME';

/**
 * Expense and income categories have the same four calls under their own paths
 * (/erp/expense-category, /erp/income-category): one definition, two controllers.
 */
function categoryController(kind: CategoryKind): Type<unknown> {
  const noun = kind === 'EXPENSE' ? 'expense' : 'income';

  @ApiTags('accounting')
  @ApiBearerAuth()
  @Controller(`erp/${noun}-category`)
  class CategoryController {
    constructor(readonly categories: CategoriesService) {}

    @RequirePermission('accounting.read')
    @Get()
    @ApiOperation({ summary: `${noun[0].toUpperCase()}${noun.slice(1)} categories, paged` })
    @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
    @ApiPagedEnvelope(RecordCategoryView)
    async list(@ListParams({ sortable: CATEGORY_SORTABLE }) query: ListQuery) {
      return reply(await this.categories.list(kind, query), 'Categories fetched successfully');
    }

    @RequirePermission('accounting.read')
    @Get('select')
    @ApiSelectEnvelope()
    async select() {
      return reply(await this.categories.select(kind), 'Categories fetched successfully');
    }

    @RequirePermission('accounting.write')
    @Post()
    @HttpCode(200)
    @ApiOperation({ summary: `Create (id 0) or edit an ${noun} category` })
    @ApiEnvelope(RecordCategoryView)
    async save(@Body() body: SaveRecordCategoryDto) {
      const { category, created } = await this.categories.save(kind, body);
      return reply(category, created ? 'Category created successfully' : 'Category updated successfully');
    }

    /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
    @RequirePermission('accounting.write')
    @Put()
    @ApiOperation({ summary: 'Same as POST (the generic save helper uses PUT for an existing id)' })
    @ApiEnvelope(RecordCategoryView)
    update(@Body() body: SaveRecordCategoryDto) {
      return this.save(body);
    }
  }
  // Distinct class names keep the OpenAPI operation ids (and Nest's logs) telling the two apart.
  Object.defineProperty(CategoryController, 'name', { value: kind === 'EXPENSE' ? 'ExpenseCategoryController' : 'IncomeCategoryController' });
  return CategoryController;
}

export const ExpenseCategoryController = categoryController('EXPENSE');
export const IncomeCategoryController = categoryController('INCOME');
