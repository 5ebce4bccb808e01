import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountingModule } from '../accounting/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { MastersModule } from '../masters/index.js';
import { PartiesModule } from '../parties/index.js';
import { InventorySettingController } from './controllers/inventory-setting.controller.js';
import { PurchaseOrderController, StockController, StockEntryController } from './controllers/purchase-order.controller.js';
import { StockDocumentsController } from './controllers/stock-documents.controller.js';
import { TransporterController } from './controllers/transporter.controller.js';
import { WarehouseController } from './controllers/warehouse.controller.js';
import { PurchaseOrderEntity } from './entities/purchase-order.entity.js';
import { WarehouseEntity } from './entities/warehouse.entity.js';
import { DocumentNumbersRepository } from './repositories/document-numbers.repository.js';
import { PurchaseOrdersRepository } from './repositories/purchase-orders.repository.js';
import { StockDocumentsRepository } from './repositories/stock-documents.repository.js';
import { StockRepository } from './repositories/stock.repository.js';
import { TradeSettingsRepository } from './repositories/trade-settings.repository.js';
import { TransportersRepository } from './repositories/transporters.repository.js';
import { WarehousesRepository } from './repositories/warehouses.repository.js';
import { DocumentNumbersService } from './services/document-numbers.service.js';
import { GstInwardService } from './services/gst-inward.service.js';
import { PurchaseOrdersService } from './services/purchase-orders.service.js';
import { StockDocumentsService } from './services/stock-documents.service.js';
import { StockService } from './services/stock.service.js';
import { TradeSettingsService } from './services/trade-settings.service.js';
import { TransferEwayBillService } from './services/transfer-eway-bill.service.js';
import { TransportersService } from './services/transporters.service.js';
import { WarehouseProvisioner } from './services/warehouse-provisioner.service.js';
import { WarehousesService } from './services/warehouses.service.js';
import { AuditModule } from '../audit/index.js';
import { CompaniesModule } from '../companies/index.js';

/**
 * Warehouses (one default per company, provisioned at activation), stock on hand and its ledger,
 * purchase orders with lines and payments, per-year document numbers and trade settings; saved transporters and the
 * e-way bill of a stock transfer.
 */
import { InventoryUsageRepository } from './repositories/inventory-usage.repository.js';
import { InventoryRecordUsages } from './services/inventory-record-usages.js';

@Module({
  imports: [TypeOrmModule.forFeature([WarehouseEntity, PurchaseOrderEntity]), MastersModule, CatalogueModule, PartiesModule, AccountingModule, CompaniesModule, AuditModule],
  controllers: [WarehouseController, PurchaseOrderController, StockEntryController, StockController, StockDocumentsController, InventorySettingController,
    TransporterController],
  providers: [
    WarehousesService, WarehouseProvisioner, TradeSettingsService, DocumentNumbersService, StockService, PurchaseOrdersService, StockDocumentsService,
    WarehousesRepository, TradeSettingsRepository, DocumentNumbersRepository, StockRepository, PurchaseOrdersRepository, StockDocumentsRepository,
    InventoryUsageRepository, InventoryRecordUsages, GstInwardService, TransportersRepository, TransportersService, TransferEwayBillService,
  ],
  exports: [WarehousesService, TradeSettingsService, DocumentNumbersService, StockService, PurchaseOrdersService, GstInwardService,
    TransportersService],
})
export class InventoryModule {}
