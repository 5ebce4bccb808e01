import { Body, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { CategoryOption, CategoryView, SaveCategoryDto, SavedCategoryView } from '../dtos/catalogue.dtos.js';
import { CATEGORY_SORTABLE } from '../repositories/categories.repository.js';
import { CategoriesService } from '../services/categories.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope, ApiSelectEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PostRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('catalogue', 'erp/category', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class CategoryController extends PagedList('catalogue.read', 'all', 'Categories, paged', CategoryView, CATEGORY_SORTABLE, 'Categories fetched') {
  constructor(private readonly categories: CategoriesService) {
    super(categories);
  }

  @GetRoute('catalogue.read', 'select', 'Categories as id/name options (product form, POS buttons)', ApiSelectEnvelope(CategoryOption))
  async select() {
    return reply(await this.categories.options(), 'Categories fetched');
  }

  @PostRoute('catalogue.write', '', 'Create (id 0) or edit a category; cess not applicable saves NONE and 0.0', ApiEnvelope(SavedCategoryView))
  async save(@Body() body: SaveCategoryDto) {
    const saved = await this.categories.save(body);
    const followers = saved.productsUpdated === 1 ? '1 product updated' : `${saved.productsUpdated} products updated`;
    return reply(saved, saved.productsUpdated ? `Category saved successfully; ${followers}` : 'Category saved successfully');
  }

  @DeleteRoute('catalogue.write', '', 'Delete a category nothing uses yet (?id=); one in use answers 409 naming what uses it', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.categories.remove(id);
    return reply(null, 'Category deleted successfully');
  }
}
