import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryController } from './controllers/category.controller.js';
import { ProductController } from './controllers/product.controller.js';
import { CategoryEntity } from './entities/category.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { CategoriesRepository } from './repositories/categories.repository.js';
import { ProductsRepository } from './repositories/products.repository.js';
import { CatalogueUsageRepository } from './repositories/catalogue-usage.repository.js';
import { CatalogueRecordUsages } from './services/catalogue-record-usages.js';
import { CategoriesService } from './services/categories.service.js';
import { ProductsService } from './services/products.service.js';

/** Categories with GST defaults and products. */
@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity, ProductEntity])],
  controllers: [CategoryController, ProductController],
  providers: [CategoriesService, ProductsService, CategoriesRepository, ProductsRepository, CatalogueUsageRepository, CatalogueRecordUsages],
  exports: [CategoriesService, ProductsService],
})
export class CatalogueModule {}
