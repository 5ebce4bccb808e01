import { BadRequestException, Injectable } from '@nestjs/common';
import { toIsoDate } from '@bizdesk/shared';
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
 * in its own series (TRF, ADJ) per financial year and dated today (India). They change quantities only:
 * purchases are booked to the ledger when received (periodic inventory), so moving or writing off stock
 * posts no journal. Everything runs in the request's one transaction: a refused line leaves nothing.
 */
@Injectable()
export class StockDocumentsService {
  constructor(
    private readonly documents: StockDocumentsRepository,
    private readonly warehouses: WarehousesService,
    private readonly products: ProductsService,
    private readonly numbers: DocumentNumbersService,
    private readonly stock: StockService,
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
    const moved = await this.stock.transfer(from.id, to.id, input.items, { referenceId: id, referenceNumber: transferNumber, note }, userId, names);
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
    const moved = await this.stock.adjust(warehouse.id, input.items, { referenceId: id, referenceNumber: adjustmentNumber, note: input.reason },
      userId, names);
    return {
      id, adjustmentNumber, adjustmentDate: date, warehouseId: warehouse.id, warehouseName: warehouse.name, reason: input.reason,
      lines: moved.map((m) => lineView(m, names, new Map([[warehouse.id, warehouse.name]]))),
    };
  }

  /** The company's products by id (another company's is a 404 "Product not found"). */
  private async productNames(ids: number[]): Promise<Map<number, string>> {
    const products = await this.products.forTrade(ids);
    return new Map([...products].map(([id, p]) => [id, p.name]));
  }
}

function lineView(m: StockMovementResult, names: Map<number, string>, warehouses: Map<number, string>): StockDocumentLineView {
  return {
    productId: m.productId, productName: names.get(m.productId) ?? '', warehouseId: m.warehouseId, warehouseName: warehouses.get(m.warehouseId) ?? '',
    quantity: m.quantity, balance: m.balance,
  };
}
