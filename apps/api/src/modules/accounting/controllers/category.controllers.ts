import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { SelectOption } from '../dtos/coa-account.dtos.js';
import { CategoryView, SaveCategoryDto } from '../dtos/category.dtos.js';
import { CATEGORY_SORTABLE } from '../repositories/categories.repository.js';
import { CategoriesService } from '../services/categories.service.js';

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('erp/expense-category')
export class ExpenseCategoryController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Expense categories, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  async list(@ListParams({ sortable: CATEGORY_SORTABLE }) query: ListQuery) {
    return reply(await this.categories.list('EXPENSE', query), 'Categories fetched successfully');
  }

  @Get('select')
  @ApiOkResponse({ type: SelectOption, isArray: true })
  async select() {
    return reply(await this.categories.select('EXPENSE'), 'Categories fetched successfully');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit an expense category' })
  @ApiOkResponse({ type: CategoryView })
  async save(@Body() body: SaveCategoryDto) {
    const { category, created } = await this.categories.save('EXPENSE', body);
    return reply(category, created ? 'Category created successfully' : 'Category updated successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @Put()
  @ApiOperation({ summary: 'Same as POST (the generic save helper uses PUT for an existing id)' })
  @ApiOkResponse({ type: CategoryView })
  update(@Body() body: SaveCategoryDto) {
    return this.save(body);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('erp/income-category')
export class IncomeCategoryController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Income categories, paged' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
  async list(@ListParams({ sortable: CATEGORY_SORTABLE }) query: ListQuery) {
    return reply(await this.categories.list('INCOME', query), 'Categories fetched successfully');
  }

  @Get('select')
  @ApiOkResponse({ type: SelectOption, isArray: true })
  async select() {
    return reply(await this.categories.select('INCOME'), 'Categories fetched successfully');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Create (id 0) or edit an income category' })
  @ApiOkResponse({ type: CategoryView })
  async save(@Body() body: SaveCategoryDto) {
    const { category, created } = await this.categories.save('INCOME', body);
    return reply(category, created ? 'Category created successfully' : 'Category updated successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @Put()
  @ApiOperation({ summary: 'Same as POST (the generic save helper uses PUT for an existing id)' })
  @ApiOkResponse({ type: CategoryView })
  update(@Body() body: SaveCategoryDto) {
    return this.save(body);
  }
}
