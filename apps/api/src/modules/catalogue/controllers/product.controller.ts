import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ProductListQuery, ProductLookupQuery, ProductView, SaveProductDto } from '../dtos/catalogue.dtos.js';
import { PRODUCT_SORTABLE } from '../repositories/products.repository.js';
import { ProductsService } from '../services/products.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery, PagedRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('catalogue', 'erp/product', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class ProductController {
  constructor(private readonly products: ProductsService) {}

  @PagedRoute('catalogue.read', '', 'Products, paged, optionally of one category',
    ProductView, {}, ApiQuery({ name: 'page', required: false, type: Number }), ApiQuery({ name: 'size', required: false, type: Number }),
    ApiQuery({ name: 'sort', required: false, description: 'column,direction e.g. name,asc' }))
  async list(
    @ListParams({ sortable: PRODUCT_SORTABLE }) query: ListQuery,
    @Query() filter: ProductListQuery,
  ) {
    return reply(await this.products.list(query, filter.categoryId), 'Products fetched');
  }

  @GetRoute('catalogue.read', 'select', 'Every product with its prices and GST (purchase order lines)', ApiEnvelope([ProductView]))
  async select() {
    return reply(await this.products.options(), 'Products fetched');
  }

  @GetRoute('catalogue.read', 'lookup', 'The product with this barcode or SKU (any case): what the POS adds on a scan; 404 naming the code when none has it', ApiEnvelope(ProductView))
  async lookup(@Query() query: ProductLookupQuery) {
    return reply(await this.products.lookup(query.code), 'Product fetched');
  }

  @PostRoute('catalogue.write', '', "Create (id 0) or edit a product; omitted GST fields come from its category", ApiEnvelope(ProductView))
  async save(@Body() body: SaveProductDto) {
    return reply(await this.products.save(body), 'Product saved successfully');
  }

  @DeleteRoute('catalogue.write', '', 'Delete a product nothing uses yet (?id=); one in use answers 409 naming what uses it', ApiEnvelope(null), IdQuery())
  async remove(@Query('id', IdPipe) id: number) {
    await this.products.remove(id);
    return reply(null, 'Product deleted successfully');
  }
}
