import { AuditModule } from '../audit/index.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountingModule } from '../accounting/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { InventoryModule } from '../inventory/index.js';
import { PartiesModule } from '../parties/index.js';
import { GstReturnController } from './controllers/gst-return.controller.js';
import { PosDashboardController, SaleInvoiceController } from './controllers/sale-invoice.controller.js';
import { CreditNoteController, CustomerReceiptController } from './controllers/settlement.controllers.js';
import { SaleInvoiceEntity } from './entities/sale-invoice.entity.js';
import { GstReturnsRepository } from './repositories/gst-returns.repository.js';
import { SaleInvoicesRepository } from './repositories/sale-invoices.repository.js';
import { SettlementsRepository } from './repositories/settlements.repository.js';
import { CreditNotesService } from './services/credit-notes.service.js';
import { CustomerReceiptsService } from './services/customer-receipts.service.js';
import { Gstr1Service } from './services/gstr1.service.js';
import { Gstr3bService } from './services/gstr3b.service.js';
import { EInvoiceService } from './services/e-invoice.service.js';
import { PosDashboardService } from './services/pos-dashboard.service.js';
import { SaleInvoicesService } from './services/sale-invoices.service.js';
import { CompaniesModule } from '../companies/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { SaleInvoiceShareController, SharedInvoiceController } from './controllers/sale-invoice-share.controller.js';
import { InvoiceShareLinksRepository } from './repositories/invoice-share-links.repository.js';
import { InvoiceShareService } from './services/invoice-share.service.js';
import { SaleInvoiceDocumentService } from './services/sale-invoice-document.service.js';

import { SalesUsageRepository } from './repositories/sales-usage.repository.js';
import { SalesRecordUsages } from './services/sales-record-usages.js';

/** POS sales with GST, their printable invoices, credit notes, customer receipts, GSTR-1 and the POS dashboard. */
@Module({
  imports: [TypeOrmModule.forFeature([SaleInvoiceEntity]), CatalogueModule, PartiesModule, InventoryModule, AccountingModule, CompaniesModule, AuditModule, ProfilesModule],
  controllers: [SaleInvoiceController, PosDashboardController, CreditNoteController, CustomerReceiptController, GstReturnController,
    SaleInvoiceShareController, SharedInvoiceController],
  providers: [SaleInvoicesService, PosDashboardService, SaleInvoicesRepository, SettlementsRepository, CreditNotesService, CustomerReceiptsService, Gstr1Service, Gstr3bService, EInvoiceService,
    GstReturnsRepository, SalesUsageRepository, SalesRecordUsages,
    SaleInvoiceDocumentService, InvoiceShareService, InvoiceShareLinksRepository],
  exports: [SaleInvoicesService],
})
export class SalesModule {}
