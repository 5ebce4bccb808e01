import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountingModule } from '../accounting/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { InventoryModule } from '../inventory/index.js';
import { PartiesModule } from '../parties/index.js';
import { PosDashboardController, SaleInvoiceController } from './controllers/sale-invoice.controller.js';
import { CreditNoteController, CustomerReceiptController } from './controllers/settlement.controllers.js';
import { SaleInvoiceEntity } from './entities/sale-invoice.entity.js';
import { SaleInvoicesRepository } from './repositories/sale-invoices.repository.js';
import { SettlementsRepository } from './repositories/settlements.repository.js';
import { CreditNotesService } from './services/credit-notes.service.js';
import { CustomerReceiptsService } from './services/customer-receipts.service.js';
import { PosDashboardService } from './services/pos-dashboard.service.js';
import { SaleInvoicesService } from './services/sale-invoices.service.js';
import { CompaniesModule } from '../companies/index.js';

/** POS sales with GST, their printable invoices, credit notes, customer receipts and the POS dashboard. */
@Module({
  imports: [TypeOrmModule.forFeature([SaleInvoiceEntity]), CatalogueModule, PartiesModule, InventoryModule, AccountingModule, CompaniesModule],
  controllers: [SaleInvoiceController, PosDashboardController, CreditNoteController, CustomerReceiptController],
  providers: [SaleInvoicesService, PosDashboardService, SaleInvoicesRepository, SettlementsRepository, CreditNotesService, CustomerReceiptsService],
  exports: [SaleInvoicesService],
})
export class SalesModule {}
