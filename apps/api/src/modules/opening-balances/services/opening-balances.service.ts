import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  fromThousandths, indianFinancialYear, paiseToDecimalString, parsePaise, toThousandths,
} from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { JournalService, signedLine, type JournalLineInput } from '../../accounting/index.js';
import { ProductsService } from '../../catalogue/index.js';
import { StockService, WarehousesService } from '../../inventory/index.js';
import { CustomersService, SuppliersService } from '../../parties/index.js';
import {
  OPENING_MESSAGES as M, type OpeningAccountView, type OpeningBalanceView, type OpeningCustomerView, type OpeningStockView, type OpeningSupplierView,
  type SaveOpeningBalanceDto,
} from '../dtos/opening-balance.dtos.js';
import { OpeningBalancesRepository, type OpeningBalanceRow } from '../repositories/opening-balances.repository.js';

const money = (paise: number) => paiseToDecimalString(paise);
/** Subledger accounts: their openings are entered by customer, supplier and product, and the difference account is the answer. */
const NOT_AS_ACCOUNTS = new Set(['STOCK', 'RECEIVABLE', 'PAYABLE', 'OPENING_BALANCE_EQUITY']);

/**
 * Opening balances (issue 27 item 4): cash, bank, capital, loans... by account, what customers owe and suppliers are owed,
 * and stock by product and warehouse at cost, as of the day before the first financial year (or a date given). One journal
 * against "Opening Balance Equity" carries them (that account takes the difference, shown on the page); opening stock
 * enters the stock ledger (and so the valuation) dated that day; the parties' outstanding includes their openings.
 * Editing replaces everything: the previous journal is reversed, the previous opening stock taken out at the value it
 * came in with, then the new set posted, all in the request's transaction, until the first financial year is locked.
 */
@Injectable()
export class OpeningBalancesService {
  constructor(
    private readonly openings: OpeningBalancesRepository,
    private readonly journal: JournalService,
    private readonly stock: StockService,
    private readonly warehouses: WarehousesService,
    private readonly products: ProductsService,
    private readonly customers: CustomersService,
    private readonly suppliers: SuppliersService,
  ) {}

  async get(): Promise<OpeningBalanceView> {
    const row = await this.openings.find(currentCompanyId());
    const first = await this.journal.firstFinancialYear();
    return this.view(row ?? { asOfDate: await this.defaultDate(), accounts: [], customers: [], suppliers: [], stock: [], journalGroupId: null },
      first?.isLocked ?? false);
  }

  async save(userId: number | null, input: SaveOpeningBalanceDto): Promise<OpeningBalanceView> {
    const companyId = currentCompanyId();
    const first = await this.journal.firstFinancialYear();
    if (first?.isLocked) throw new ConflictException(`Opening balances can no longer change: ${first.name} is locked`);
    const previous = await this.openings.lock(companyId, await this.defaultDate());
    const asOfDate = input.asOfDate ?? previous.asOfDate;

    const accounts = await this.accountLines(input.accounts ?? []);
    const customers = await this.partyLines('customer', (input.customers ?? []).map((c) => ({ id: c.customerId, amount: c.amount })));
    const suppliers = await this.partyLines('supplier', (input.suppliers ?? []).map((s) => ({ id: s.supplierId, amount: s.amount })));

    // What was posted before goes first: the journal reversed, the opening stock taken out at the value it came in with.
    if (previous.journalGroupId) await this.journal.reverse(previous.journalGroupId, 'Opening balances replaced');
    for (const [warehouseId, lines] of byWarehouse(previous.stock)) {
      await this.stock.openingReversal(warehouseId, lines.map((l) => ({ productId: l.productId, quantity: l.quantity, value: l.value })), companyId, userId,
        previous.asOfDate);
    }

    const stock = await this.stockLines(input.stock ?? []);
    let stockValue = 0;
    for (const [warehouseId, lines] of byWarehouse(stock)) {
      const posted = await this.stock.opening(warehouseId, lines.map((l) => ({ productId: l.productId, quantity: l.quantity, value: l.value })), companyId,
        userId, asOfDate);
      stockValue += posted.stockValue + posted.costCorrection;
    }

    const ids = await this.journal.systemAccountIds(['RECEIVABLE', 'PAYABLE', 'STOCK', 'OPENING_BALANCE_EQUITY']);
    const receivable = customers.reduce((s, c) => s + parsePaise(c.amount), 0);
    const payable = suppliers.reduce((s, c) => s + parsePaise(c.amount), 0);
    const lines = [
      ...accounts.map((a) => signedLine(a.accountId, parsePaise(a.debit) - parsePaise(a.credit))),
      signedLine(ids.RECEIVABLE, receivable),
      signedLine(ids.PAYABLE, -payable),
      signedLine(ids.STOCK, stockValue),
    ].filter((l): l is JournalLineInput => l !== null);
    const difference = lines.reduce((s, l) => s + l.debitPaise - l.creditPaise, 0);
    const equity = signedLine(ids.OPENING_BALANCE_EQUITY, -difference);
    if (equity) lines.push(equity);
    let journalGroupId: string | null = null;
    if (lines.length > 0) {
      journalGroupId = (await this.journal.post({
        date: asOfDate, remark: 'Opening balances (the difference to Opening Balance Equity)', referenceModule: 'OPENING_BALANCE', referenceId: companyId, lines,
      })).groupTransactionId;
    }
    const row: OpeningBalanceRow = { asOfDate, accounts, customers, suppliers, stock, journalGroupId };
    await this.openings.save(companyId, row, userId);
    return this.view(row, false);
  }

  /** The day before the first financial year starts (the current Indian financial year when none is set up). */
  private async defaultDate(): Promise<string> {
    const first = await this.journal.firstFinancialYear();
    return dayBefore(first?.startDate ?? indianFinancialYear(new Date()).startDate);
  }

  private async accountLines(input: NonNullable<SaveOpeningBalanceDto['accounts']>): Promise<OpeningAccountView[]> {
    const lines = input.map((l) => ({ accountId: l.accountId, debit: parsePaise(String(l.debit ?? '0')), credit: parsePaise(String(l.credit ?? '0')) }))
      .filter((l) => l.debit > 0 || l.credit > 0);
    if (lines.some((l) => l.debit > 0 && l.credit > 0)) throw new BadRequestException(M.bothSides);
    if (new Set(lines.map((l) => l.accountId)).size !== lines.length) throw new BadRequestException(M.accountTwice);
    const known = await this.journal.accountsById(lines.map((l) => l.accountId));
    return lines.map((l) => {
      const account = known.get(l.accountId);
      if (!account) throw new NotFoundException(M.accountNotFound);
      if (account.systemCode && NOT_AS_ACCOUNTS.has(account.systemCode)) throw new BadRequestException(M.systemAccount);
      return { accountId: l.accountId, accountName: account.name, debit: money(l.debit), credit: money(l.credit) };
    });
  }

  private async partyLines<K extends 'customer' | 'supplier'>(
    kind: K, input: { id: number; amount: string | number }[],
  ): Promise<K extends 'customer' ? OpeningCustomerView[] : OpeningSupplierView[]> {
    const lines = input.map((l) => ({ id: l.id, amount: parsePaise(String(l.amount)) })).filter((l) => l.amount > 0);
    if (new Set(lines.map((l) => l.id)).size !== lines.length) throw new BadRequestException(M.partyTwice);
    const directory = kind === 'customer' ? this.customers : this.suppliers;
    const names = await directory.setOpeningBalances(lines.map((l) => ({ id: l.id, amount: money(l.amount) })));
    const missing = lines.find((l) => !names.has(l.id));
    if (missing) throw new NotFoundException(kind === 'customer' ? M.customerNotFound : M.supplierNotFound);
    return lines.map((l) => (kind === 'customer'
      ? { customerId: l.id, customerName: names.get(l.id)!, amount: money(l.amount) }
      : { supplierId: l.id, supplierName: names.get(l.id)!, amount: money(l.amount) })) as never;
  }

  private async stockLines(input: NonNullable<SaveOpeningBalanceDto['stock']>): Promise<OpeningStockView[]> {
    const keys = input.map((l) => `${l.productId}:${l.warehouseId}`);
    if (new Set(keys).size !== keys.length) throw new BadRequestException(M.stockTwice);
    if (input.length === 0) return [];
    const products = await this.products.forTrade(input.map((l) => l.productId));
    const warehouseNames = new Map<number, string>();
    for (const id of new Set(input.map((l) => l.warehouseId))) warehouseNames.set(id, (await this.warehouses.get(id)).name);
    return input.map((l) => {
      const quantity = fromThousandths(toThousandths(String(l.quantity).trim()));
      const unit = parsePaise(String(l.unitCost));
      // value = quantity x unit cost, rounded half up to the paisa (quantities in thousandths).
      const value = Number((toThousandths(quantity) * BigInt(unit) * 2n + 1000n) / 2000n);
      return {
        productId: l.productId, productName: products.get(l.productId)!.name, warehouseId: l.warehouseId, warehouseName: warehouseNames.get(l.warehouseId)!,
        quantity, unitCost: money(unit), value: money(value),
      };
    });
  }

  private view(row: OpeningBalanceRow, locked: boolean): OpeningBalanceView {
    const debit = row.accounts.reduce((s, a) => s + parsePaise(a.debit), 0) + row.customers.reduce((s, c) => s + parsePaise(c.amount), 0)
      + row.stock.reduce((s, l) => s + parsePaise(l.value), 0);
    const credit = row.accounts.reduce((s, a) => s + parsePaise(a.credit), 0) + row.suppliers.reduce((s, c) => s + parsePaise(c.amount), 0);
    return {
      asOfDate: row.asOfDate, accounts: row.accounts, customers: row.customers, suppliers: row.suppliers, stock: row.stock,
      totalDebit: money(debit), totalCredit: money(credit), difference: money(debit - credit), groupTransactionId: row.journalGroupId,
      isEmpty: row.accounts.length + row.customers.length + row.suppliers.length + row.stock.length === 0, locked,
    };
  }
}

/** 'yyyy-MM-dd' of the day before (calendar arithmetic in UTC, no time zone involved). */
function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function byWarehouse<L extends { warehouseId: number }>(lines: L[]): Map<number, L[]> {
  const out = new Map<number, L[]>();
  for (const l of lines) out.set(l.warehouseId, [...(out.get(l.warehouseId) ?? []), l]);
  return out;
}

