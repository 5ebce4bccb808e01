import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MastersModule } from '../masters/index.js';
import { CustomerController, SupplierController } from './controllers/party.controllers.js';
import { CustomerEntity, SupplierEntity } from './entities/party.entity.js';
import { CustomersRepository, SuppliersRepository } from './repositories/parties.repository.js';
import { CustomersService, SuppliersService } from './services/parties.service.js';

/** Customers and suppliers. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerEntity, SupplierEntity]), MastersModule],
  controllers: [CustomerController, SupplierController],
  providers: [CustomersService, SuppliersService, CustomersRepository, SuppliersRepository],
  exports: [CustomersService, SuppliersService],
})
export class PartiesModule {}
