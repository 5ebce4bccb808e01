import { BadRequestException, Injectable } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import type { StockLedgerRowView, StockView } from '../dtos/purchase-order.dtos.js';
import { StockRepository, type MovementType, type ValuedMovementRow } from '../repositories/stock.repository.js';
import { TradeSettingsService } from './trade-settings.service.js';
import {
  displayQuantity, fromThousandths, paiseToDecimalString, parsePaise, parsePaiseBig, quantitiesByProduct, toThousandths,
} from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export interface StockLine {
  productId: number;
  quantity: string | number;
  /** Goods coming in: their cost in rupees (a decimal string); absent, at the level's average cost. */
  value?: string | null;
  /** Unit cost to use when the level has none yet (the product's purchase price). */
  fallbackUnitCost?: string | null;
}

/** One movement a document made: signed quantity and value, and the balance it left in the warehouse. */
export interface StockMovementResult {
  productId: number;
  warehouseId: number;
  quantity: string;
  balance: string;
  /** Signed value at cost (decimal rupees): what the movement added to (or took from) Stock in Hand. */
  value: string;
}

/**
 * What a document did to the stock at cost, in paise: `stockValue` is the signed change of Stock in Hand (the sum of
 * the movements' values, the amount to post), `costCorrection` what goods coming into a level below zero corrected
 * on the units sold short (positive: they had been booked too cheap; post it to Cost of Goods Sold).
 */
export interface StockPosting {
  movements: StockMovementResult[];
  stockValue: number;
  costCorrection: number;
}

type BalanceCheck = (productId: number, balance: string, quantity: string) => void;
interface MoveRef { referenceId: number; referenceNumber: string | null; note?: string | null }

/**
 * Stock on hand per product and warehouse, changed only through the ledger, at moving weighted average cost
 * (issue 27): every movement carries its value, so Stock in Hand (posted by the document with the values answered
 * here) equals the valuation on every date.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly stock: StockRepository,
    private readonly settings: TradeSettingsService,
  ) {}

  /** Goods in (a purchase order received), each line at its cost. */
  receive(warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, referenceNumber: string, date: string): Promise<StockPosting> {
    return this.move(warehouseId, lines, 'PURCHASE_RECEIPT', { referenceId, referenceNumber }, userId, 1, date);
  }

  /** Opening stock (the opening balances), each line at its cost. */
  opening(warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, date: string): Promise<StockPosting> {
    return this.move(warehouseId, lines, 'OPENING', { referenceId, referenceNumber: 'OPENING', note: 'Opening stock' }, userId, 1, date);
  }

  /** Opening stock taken back out (the opening balances edited), each line at exactly the value it came in with. */
  openingReversal(warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, date: string): Promise<StockPosting> {
    return this.move(warehouseId, lines, 'OPENING', { referenceId, referenceNumber: 'OPENING', note: 'Opening stock replaced' }, userId, -1, date);
  }

  /**
   * Goods back from a customer (a credit note against `saleReferenceId`), at the cost they left with: the sale's
   * average cost per unit of each product.
   */
  async returnIn(
    warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, referenceNumber: string, date: string,
    saleReferenceId: number,
  ): Promise<StockPosting> {
    const issued = await this.stock.issuedCost(currentCompanyId(), 'SALE', saleReferenceId);
    const valued = [...quantitiesByProduct(lines)].map(([productId, quantity]) => {
      const out = issued.get(productId);
      if (!out || toThousandths(out.quantity) === 0n) return { productId, quantity, value: null };
      return { productId, quantity, value: paiseToDecimalString(share(parsePaise(out.value), toThousandths(quantity), toThousandths(out.quantity))) };
    });
    return this.move(warehouseId, valued, 'SALE_RETURN', { referenceId, referenceNumber }, userId, 1, date);
  }

  /**
   * Goods out (a sale), at the warehouse's average cost at that moment. Refuses to go below zero unless the company
   * allows it (then at the last known cost); the whole request then rolls back, the invoice included.
   */
  async issue(
    warehouseId: number, lines: StockLine[], referenceId: number, userId: number | null, names: Map<number, string>,
    referenceNumber: string, date: string,
  ): Promise<StockPosting> {
    const check = await this.belowZeroCheck(names);
    return this.move(warehouseId, lines, 'SALE', { referenceId, referenceNumber }, userId, -1, date, check);
  }

  /**
   * Goods moved from one warehouse to another: out of the source at its average cost (refused below zero like a sale),
   * then into the destination at that same cost. Stock in Hand does not change (no P&L effect), except a correction
   * when the destination was below zero. Answers the movements, source lines first.
   */
  async transfer(
    fromWarehouseId: number, toWarehouseId: number, lines: StockLine[], ref: { referenceId: number; referenceNumber: string; note: string | null },
    userId: number | null, names: Map<number, string>, date: string,
  ): Promise<StockPosting> {
    const check = await this.belowZeroCheck(names);
    const out = await this.move(fromWarehouseId, lines, 'TRANSFER_OUT', ref, userId, -1, date, check);
    const values = new Map(out.movements.map((m) => [m.productId, m.value.replace(/^-/, '')]));
    const into = await this.move(toWarehouseId, lines.map((l) => ({ ...l, value: values.get(l.productId) ?? '0' })), 'TRANSFER_IN', ref, userId, 1, date);
    return {
      movements: [...out.movements, ...into.movements],
      stockValue: out.stockValue + into.stockValue,
      costCorrection: out.costCorrection + into.costCorrection,
    };
  }

  /**
   * Stock corrected in one warehouse (damage, expiry, a count): each line's signed quantity is added to what is on
   * hand, at the average cost (a shortage takes value out, an excess brings it in); taking out more than is there is
   * refused unless the company allows negative stock.
   */
  async adjust(
    warehouseId: number, lines: StockLine[], ref: { referenceId: number; referenceNumber: string; note: string },
    userId: number | null, names: Map<number, string>, date: string,
  ): Promise<StockPosting> {
    const check = await this.belowZeroCheck(names);
    const signed = lines.map((line) => {
      const text = String(line.quantity).trim().replace(/^\+/, '');
      return { line, out: text.startsWith('-'), quantity: text.replace(/^-/, '') };
    });
    const rows = await this.stock.moveValued({
      companyId: currentCompanyId(), warehouseId, date, type: 'ADJUSTMENT', userId, ...ref,
      lines: signed.map((l) => ({
        productId: l.line.productId, delta: l.out ? `-${l.quantity}` : l.quantity, value: null, fallbackUnitCost: l.line.fallbackUnitCost ?? null,
      })),
    });
    for (const l of signed) {
      const row = rows.find((r) => r.productId === l.line.productId);
      if (l.out && row) check(row.productId, row.balance, l.quantity);
    }
    return this.result(warehouseId, rows);
  }

  /** Stock at cost per product and warehouse on a date, and its total. */
  async valuation(asOf: string, today: string) {
    const rows = await this.stock.valuation(currentCompanyId(), asOf, asOf >= today);
    const total = rows.reduce((s, r) => s + parsePaiseBig(r.value), 0n);
    return { asOf, rows, totalValue: paiseToDecimalString(total) };
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

  /** One set-based movement of all the lines (merged per product), then the below-zero check. */
  private async move(
    warehouseId: number, lines: StockLine[], type: MovementType, ref: MoveRef, userId: number | null, sign: 1 | -1, date: string,
    check?: BalanceCheck,
  ): Promise<StockPosting> {
    const merged = new Map<number, { quantity: bigint; value: number | null; fallback: string | null }>();
    for (const l of lines) {
      const m = merged.get(l.productId) ?? { quantity: 0n, value: null, fallback: l.fallbackUnitCost ?? null };
      m.quantity += toThousandths(String(l.quantity).trim());
      if (l.value !== undefined && l.value !== null) m.value = (m.value ?? 0) + parsePaise(String(l.value));
      merged.set(l.productId, m);
    }
    const entries = [...merged].filter(([, m]) => m.quantity > 0n);
    if (entries.length === 0) return { movements: [], stockValue: 0, costCorrection: 0 };
    const rows = await this.stock.moveValued({
      companyId: currentCompanyId(), warehouseId, date, type, userId, referenceId: ref.referenceId, referenceNumber: ref.referenceNumber,
      note: ref.note ?? null,
      lines: entries.map(([productId, m]) => ({
        productId,
        delta: sign < 0 ? `-${fromThousandths(m.quantity)}` : fromThousandths(m.quantity),
        value: m.value !== null ? paiseToDecimalString(m.value) : null,
        fallbackUnitCost: m.fallback,
      })),
    });
    if (check) for (const r of rows) check(r.productId, r.balance, r.quantity.replace(/^-/, ''));
    return this.result(warehouseId, rows);
  }

  private result(warehouseId: number, rows: ValuedMovementRow[]): StockPosting {
    return {
      movements: rows.map((r) => ({ productId: r.productId, warehouseId, quantity: r.quantity, balance: r.balance, value: r.value })),
      stockValue: rows.reduce((s, r) => s + parsePaise(r.value), 0),
      costCorrection: rows.reduce((s, r) => s + parsePaise(r.costCorrection), 0),
    };
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

/** a x num / den rounded half away from zero, in whole paise (num <= den). */
function share(amount: number, num: bigint, den: bigint): number {
  const a = BigInt(amount);
  const negative = a < 0n;
  const r = ((negative ? -a : a) * num * 2n + den) / (den * 2n);
  return Number(negative ? -r : r);
}
