import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { InventoryModule } from '../inventory/index.js';
import { PartiesModule } from '../parties/index.js';
import { OpeningBalanceController } from './controllers/opening-balance.controller.js';
import { OpeningBalancesRepository } from './repositories/opening-balances.repository.js';
import { OpeningBalancesService } from './services/opening-balances.service.js';

/** Opening balances (issue 27): accounts, parties and stock as the books start, against Opening Balance Equity. */
@Module({
  imports: [AccountingModule, CatalogueModule, InventoryModule, PartiesModule],
  controllers: [OpeningBalanceController],
  providers: [OpeningBalancesRepository, OpeningBalancesService],
})
export class OpeningBalancesModule {}
