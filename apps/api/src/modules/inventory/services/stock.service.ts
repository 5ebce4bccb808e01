import { BadRequestException, Injectable } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import type { StockLedgerRowView, StockView } from '../dtos/purchase-order.dtos.js';
import { StockRepository, type MovementType } from '../repositories/stock.repository.js';
import { TradeSettingsService } from './trade-settings.service.js';
import { displayQuantity, fromThousandths, quantitiesByProduct, toThousandths } from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export interface StockLine {
  productId: number;
  quantity: string | number;
}

/** One movement a document made: signed quantity and the balance it left in the warehouse. */
export interface StockMovementResult {
  productId: number;
  warehouseId: number;
  quantity: string;
  balance: string;
}

type BalanceCheck = (productId: number, balance: string, quantity: string) => void;

/** Stock on hand per product and warehouse, changed only through the ledger. */
@Injectable()
export class StockService {
  constructor(
    private readonly stock: StockRepository,
    private readonly settings: TradeSettingsService,
  ) {}

  /** Goods in (a purchase order received). */
  async receive(
    warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, referenceNumber: string,
  ): Promise<void> {
    await this.move(warehouseId, lines, 'PURCHASE_RECEIPT', { referenceId, referenceNumber }, userId, 1);
  }

  /** Goods back from a customer (a credit note). */
  async returnIn(
    warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, referenceNumber: string,
  ): Promise<void> {
    await this.move(warehouseId, lines, 'SALE_RETURN', { referenceId, referenceNumber }, userId, 1);
  }

  /**
   * Goods out (a sale). Refuses to go below zero unless the company allows it; the whole request
   * then rolls back, the invoice included.
   */
  async issue(
    warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, names: Map<number, string>,
    referenceNumber: string,
  ): Promise<void> {
    const check = await this.belowZeroCheck(names);
    await this.move(warehouseId, lines, 'SALE', { referenceId, referenceNumber }, userId, -1, check);
  }

  /**
   * Goods moved from one warehouse to another: out of the source (refused below zero like a sale), then
   * into the destination. Answers the movements, source lines first.
   */
  async transfer(
    fromWarehouseId: number, toWarehouseId: number, lines: StockLine[], ref: { referenceId: number; referenceNumber: string; note: string | null },
    userId: number | null, names: Map<number, string>,
  ): Promise<StockMovementResult[]> {
    const check = await this.belowZeroCheck(names);
    const out = await this.move(fromWarehouseId, lines, 'TRANSFER_OUT', ref, userId, -1, check);
    const into = await this.move(toWarehouseId, lines, 'TRANSFER_IN', ref, userId, 1);
    return [...out, ...into];
  }

  /**
   * Stock corrected in one warehouse (damage, expiry, a count): each line's signed quantity is added to
   * what is on hand; taking out more than is there is refused unless the company allows negative stock.
   */
  async adjust(
    warehouseId: number, lines: StockLine[], ref: { referenceId: number; referenceNumber: string; note: string },
    userId: number | null, names: Map<number, string>,
  ): Promise<StockMovementResult[]> {
    const check = await this.belowZeroCheck(names);
    const results: StockMovementResult[] = [];
    // One product per line (the DTO's rule), in ascending product order like every other document.
    for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
      const text = String(line.quantity).trim().replace(/^\+/, '');
      const out = text.startsWith('-');
      results.push(...await this.move(warehouseId, [{ productId: line.productId, quantity: out ? text.slice(1) : text }], 'ADJUSTMENT', ref,
        userId, out ? -1 : 1, out ? check : undefined));
    }
    return results;
  }

  /** Refuses a movement that left a warehouse below zero, unless the company allows negative stock. */
  private async belowZeroCheck(names: Map<number, string>): Promise<BalanceCheck> {
    const allowNegative = await this.settings.allowNegativeStock();
    return (productId, balance, quantity) => {
      if (allowNegative || !balance.startsWith('-')) return;
      const available = fromThousandths(toThousandths(quantity) - toThousandths(balance.slice(1)));
      throw new BadRequestException(
        `Insufficient stock for ${names.get(productId) ?? `product ${productId}`}: ${displayQuantity(available)} in stock`,
      );
    };
  }

  private async move(
    warehouseId: number, lines: StockLine[], type: MovementType,
    ref: { referenceId: number; referenceNumber: string | null; note?: string | null }, userId: number | null,
    sign: 1 | -1, check?: BalanceCheck,
  ): Promise<StockMovementResult[]> {
    const companyId = currentCompanyId();
    const results: StockMovementResult[] = [];
    // Ascending product order: two documents touching the same products lock them in the same order.
    for (const [productId, quantity] of quantitiesByProduct(lines)) {
      const delta = sign < 0 ? `-${quantity}` : quantity;
      const balance = await this.stock.move({ companyId, productId, warehouseId, delta, type, userId, ...ref });
      check?.(productId, balance, quantity);
      results.push({ productId, warehouseId, quantity: delta, balance });
    }
    return results;
  }

  async list(query: ListQuery, filter: { warehouseId?: number; productId?: number }): Promise<Paged<StockView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.stock.list(companyId, query, filter);
    return paged(rows.map((r) => ({
      productId: Number(r.productId), productName: r.productName, categoryName: r.categoryName,
      warehouseId: Number(r.warehouseId), warehouseName: r.warehouseName, quantity: r.quantity,
    })), total, query);
  }

  async ledger(query: ListQuery, filter: { warehouseId?: number; productId?: number }): Promise<Paged<StockLedgerRowView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.stock.ledger(companyId, query, filter);
    return paged(rows.map((r) => ({ ...r, id: Number(r.id), productId: Number(r.productId), warehouseId: Number(r.warehouseId) })), total, query);
  }

  onHand(warehouseId: number) {
    const companyId = currentCompanyId();
    return this.stock.onHand(companyId, warehouseId);
  }
}
