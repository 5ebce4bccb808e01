import { BadRequestException, Injectable } from '@nestjs/common';
import { toIsoDate } from '@bizdesk/shared';
import { JournalService, signedLine, type JournalLineInput } from '../../accounting/index.js';
import { ProductsService } from '../../catalogue/index.js';
import {
  STOCK_DOCUMENT_MESSAGES as M, type StockAdjustmentDto, type StockAdjustmentView, type StockDocumentLineView, type StockTransferDto,
  type StockTransferView,
} from '../dtos/stock-documents.dtos.js';
import { StockDocumentsRepository } from '../repositories/stock-documents.repository.js';
import { DocumentNumbersService } from './document-numbers.service.js';
import { StockService, type StockMovementResult } from './stock.service.js';
import { WarehousesService } from './warehouses.service.js';

/**
 * Stock transfers between two warehouses and adjustments in one warehouse with a reason, each numbered
 * in its own series (TRF, ADJ) per financial year and dated today (India). Perpetual inventory (issue 27):
 * an adjustment posts its value at average cost between Stock in Hand and "Stock Adjustments" (a shortage
 * debits it, an excess credits it); a transfer moves the cost with the goods and posts nothing, Stock in Hand
 * being one account for every warehouse (only goods landing in a warehouse below zero post their correction
 * to Cost of Goods Sold). Everything runs in the request's one transaction: a refused line leaves nothing.
 */
@Injectable()
export class StockDocumentsService {
  constructor(
    private readonly documents: StockDocumentsRepository,
    private readonly warehouses: WarehousesService,
    private readonly products: ProductsService,
    private readonly numbers: DocumentNumbersService,
    private readonly stock: StockService,
    private readonly journal: JournalService,
  ) {}

  async transfer(userId: number, input: StockTransferDto): Promise<StockTransferView> {
    if (input.fromWarehouseId === input.toWarehouseId) throw new BadRequestException(M.sameWarehouse);
    const from = await this.warehouses.get(input.fromWarehouseId);
    const to = await this.warehouses.get(input.toWarehouseId);
    const names = await this.productNames(input.items.map((l) => l.productId));
    const date = toIsoDate(new Date());
    const transferNumber = await this.numbers.next('TRF', date);
    const note = input.note ?? null;
    const id = await this.documents.insertTransfer({
      transferNumber, transferDate: date, fromWarehouseId: from.id, toWarehouseId: to.id, note, userId,
    });
    const posting = await this.stock.transfer(from.id, to.id, this.withFallback(input.items, names), { referenceId: id, referenceNumber: transferNumber, note },
      userId, new Map([...names].map(([k, p]) => [k, p.name])), date);
    const moved = posting.movements;
    if (posting.stockValue !== 0 || posting.costCorrection !== 0) {
      const account = await this.journal.systemAccountIds(['STOCK', 'COGS']);
      await this.journal.post({
        date, remark: `Stock transfer ${transferNumber}: cost of goods sold short in ${to.name} corrected`, referenceModule: 'STOCK_TRANSFER',
        referenceId: id,
        lines: [signedLine(account.STOCK, posting.stockValue), signedLine(account.COGS, posting.costCorrection)]
          .filter((l): l is JournalLineInput => l !== null),
      });
    }
    const warehouseNames = new Map([[from.id, from.name], [to.id, to.name]]);
    return {
      id, transferNumber, transferDate: date, fromWarehouseId: from.id, fromWarehouseName: from.name, toWarehouseId: to.id,
      toWarehouseName: to.name, note, lines: moved.map((m) => lineView(m, names, warehouseNames)),
    };
  }

  async adjust(userId: number, input: StockAdjustmentDto): Promise<StockAdjustmentView> {
    const ids = input.items.map((l) => l.productId);
    if (new Set(ids).size !== ids.length) throw new BadRequestException(M.productTwice);
    const warehouse = await this.warehouses.get(input.warehouseId);
    const names = await this.productNames(ids);
    const date = toIsoDate(new Date());
    const adjustmentNumber = await this.numbers.next('ADJ', date);
    const id = await this.documents.insertAdjustment({ adjustmentNumber, adjustmentDate: date, warehouseId: warehouse.id, reason: input.reason, userId });
    const posting = await this.stock.adjust(warehouse.id, this.withFallback(input.items, names),
      { referenceId: id, referenceNumber: adjustmentNumber, note: input.reason }, userId, new Map([...names].map(([k, p]) => [k, p.name])), date);
    const moved = posting.movements;
    if (posting.stockValue !== 0) {
      const account = await this.journal.systemAccountIds(['STOCK', 'STOCK_ADJUSTMENTS']);
      await this.journal.post({
        date, remark: `Stock adjustment ${adjustmentNumber}: ${input.reason}`, referenceModule: 'STOCK_ADJUSTMENT', referenceId: id,
        lines: [signedLine(account.STOCK, posting.stockValue), signedLine(account.STOCK_ADJUSTMENTS, -posting.stockValue)]
          .filter((l): l is JournalLineInput => l !== null),
      });
    }
    return {
      id, adjustmentNumber, adjustmentDate: date, warehouseId: warehouse.id, warehouseName: warehouse.name, reason: input.reason,
      lines: moved.map((m) => lineView(m, names, new Map([[warehouse.id, warehouse.name]]))),
    };
  }

  /** The company's products by id (another company's is a 404 "Product not found"): name and purchase price. */
  private async productNames(ids: number[]): Promise<Map<number, { name: string; pp: string }>> {
    const products = await this.products.forTrade(ids);
    return new Map([...products].map(([id, p]) => [id, { name: p.name, pp: p.pp }]));
  }

  /** Lines with the product's purchase price as the cost to use where a warehouse has never had one. */
  private withFallback<L extends { productId: number; quantity: string | number }>(items: L[], products: Map<number, { pp: string }>) {
    return items.map((l) => ({ productId: l.productId, quantity: l.quantity, fallbackUnitCost: products.get(l.productId)?.pp ?? null }));
  }
}

function lineView(m: StockMovementResult, names: Map<number, { name: string }>, warehouses: Map<number, string>): StockDocumentLineView {
  return {
    productId: m.productId, productName: names.get(m.productId)?.name ?? '', warehouseId: m.warehouseId, warehouseName: warehouses.get(m.warehouseId) ?? '',
    quantity: m.quantity, balance: m.balance,
  };
}
