import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { InventoryModule } from '../inventory/index.js';
import { PartiesModule } from '../parties/index.js';
import { OpeningBalanceController } from './controllers/opening-balance.controller.js';
import { SupplierOpeningPaymentController } from './controllers/supplier-opening-payment.controller.js';
import { OpeningBalancesRepository } from './repositories/opening-balances.repository.js';
import { OpeningBalancesService } from './services/opening-balances.service.js';
import { SupplierOpeningPaymentsRepository } from './repositories/supplier-opening-payments.repository.js';
import { SupplierOpeningPaymentsService } from './services/supplier-opening-payments.service.js';
import { OpeningBalanceRecordUsages } from './services/opening-balance-record-usages.js';

/**
 * Opening balances (issue 27): accounts, parties and stock as the books start, against Opening Balance Equity; and
 * payments to suppliers against their opening balances (customers' receipts settle theirs in sales).
 */
@Module({
  imports: [AccountingModule, CatalogueModule, InventoryModule, PartiesModule],
  controllers: [OpeningBalanceController, SupplierOpeningPaymentController],
  providers: [OpeningBalancesRepository, OpeningBalancesService, SupplierOpeningPaymentsRepository, SupplierOpeningPaymentsService,
    OpeningBalanceRecordUsages],
})
export class OpeningBalancesModule {}
