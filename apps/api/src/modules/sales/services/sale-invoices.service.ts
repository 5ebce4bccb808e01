import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  amountInWords, applyDiscounts, belowCost, discountOn, discountProblem, grossPaise, InvalidAmountError, type Discount, formatPaise, fromThousandths, paiseToDecimalString, parsePaise, stateWithCode, summarizeInvoice, toIsoDate, toThousandths, type CessType,
  type InvoiceLineInput, type InvoiceSummary,
} from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { JournalService } from '../../accounting/index.js';
import { ProductsService } from '../../catalogue/index.js';
import { CompaniesService, CompanyGstProfileService } from '../../companies/index.js';
import { DocumentNumbersService } from '../../inventory/index.js';
import { StockService } from '../../inventory/index.js';
import { TradeSettingsService } from '../../inventory/index.js';
import { WarehousesService } from '../../inventory/index.js';
import { CustomersService } from '../../parties/index.js';
import {
  SALE_MESSAGES, belowCostMessage, billDiscountTooBig, cashShort, lineDiscountTooBig, type CheckoutDto, type DiscountDto, type HsnSummaryView, type PosContextView, type SaleInvoiceRowView, type SaleInvoiceView,
} from '../dtos/sale.dtos.js';
import { SaleInvoicesRepository, type SaleItemRow } from '../repositories/sale-invoices.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const money = (paise: number) => paiseToDecimalString(paise);
const discountOf = (d: DiscountDto | undefined | null): Discount | null => (d ? { type: d.type, value: String(d.value).trim() } : null);
/** "10.00" -> 10 for a percent stored as numeric(5,2); null stays null. */
const percentOf = (v: string | null) => (v === null ? null : Number(v));
const stateText = (stateId: number | null) => (stateId ? stateWithCode(stateId) ?? null : null);

/** Address lines of a party as printed: non-empty parts, one per line. */
function addressOf(parts: (string | null | undefined)[]): string | null {
  const text = parts.map((p) => p?.trim()).filter(Boolean).join('\n');
  return text || null;
}

/** Per (HSN, GST rate): the stored line amounts summed in paise, so the summary adds up to the invoice. */
/** yyyy-MM-dd HH:mm:ss in India time, as the IRP writes its acknowledgement date. */
function istDateTime(d: Date): string {
  return new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

function hsnSummary(items: SaleItemRow[]): HsnSummaryView[] {
  const groups = new Map<string, { hsn: string | null; rate: number; qty: bigint; t: number[] }>();
  for (const i of items) {
    const key = `${i.hsn ?? ''}|${i.gstPercent}`;
    const g = groups.get(key) ?? { hsn: i.hsn, rate: Number(i.gstPercent), qty: 0n, t: [0, 0, 0, 0, 0] };
    g.qty += toThousandths(i.quantity);
    [i.taxableAmount, i.cgstAmount, i.sgstAmount, i.igstAmount, i.cessAmount].forEach((v, k) => { g.t[k] += parsePaise(v); });
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    hsn: g.hsn,
    gstPercent: g.rate,
    quantity: fromThousandths(g.qty),
    taxableAmount: money(g.t[0]),
    cgstAmount: money(g.t[1]),
    sgstAmount: money(g.t[2]),
    igstAmount: money(g.t[3]),
    cessAmount: money(g.t[4]),
    totalTax: money(g.t[1] + g.t[2] + g.t[3] + g.t[4]),
  }));
}

/**
 * Statements of one transaction sent together (its connection pipelines them: core/database/pool-settings.ts),
 * answered once every one has settled: the first failure is thrown only then, so no statement of the request is
 * still to be sent when its ROLLBACK goes out.
 */
async function settledAll<T extends readonly unknown[]>(work: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Debit what was received, credit Sales and Output GST; the round off on whichever side it falls; and the cost of
 * the goods: debit Cost of Goods Sold, credit Stock in Hand (perpetual inventory, issue 27).
 */
function saleJournalLines(account: Record<string, number>, paymentAccount: 'CASH' | 'BANK' | 'RECEIVABLE', s: InvoiceSummary, costPaise: number) {
  const tax = s.total - s.taxable;
  return [
    { accountId: account.COGS, debitPaise: costPaise > 0 ? costPaise : 0, creditPaise: costPaise < 0 ? -costPaise : 0 },
    { accountId: account.STOCK, debitPaise: costPaise < 0 ? -costPaise : 0, creditPaise: costPaise > 0 ? costPaise : 0 },
    { accountId: account[paymentAccount], debitPaise: s.grandTotal, creditPaise: 0 },
    { accountId: account.SALES, debitPaise: 0, creditPaise: s.taxable },
    { accountId: account.OUTPUT_GST, debitPaise: 0, creditPaise: tax },
    {
      accountId: account.ROUND_OFF,
      debitPaise: s.roundOff < 0 ? -s.roundOff : 0,
      creditPaise: s.roundOff > 0 ? s.roundOff : 0,
    },
  ].filter((l) => l.debitPaise > 0 || l.creditPaise > 0);
}

/**
 * POS sales. Checkout prices the cart at the products' selling prices: a tax-inclusive price (retail)
 * is split back into taxable value and tax so the line costs exactly price x quantity; a
 * tax-exclusive one (B2B) has tax added. GST is CGST + SGST (equal halves) when the place of supply
 * (the customer's state; the company's own for a walk-in) is the company's state, IGST otherwise.
 * A company without GSTIN, or under composition, issues a bill of supply without any tax. The total
 * is rounded to the rupee. The invoice is numbered per financial year in its own series, keeps the
 * seller and buyer blocks as issued, takes the stock out of the chosen warehouse and posts the journal:
 * debit Cash / Bank / Receivable, credit Sales (taxable) and Output GST (GST + cess), Round Off either
 * way. A credit sale must fit within the customer's credit limit.
 * Everything happens in the request's one transaction: any refusal leaves nothing behind.
 */
@Injectable()
export class SaleInvoicesService {
  constructor(
    private readonly invoices: SaleInvoicesRepository,
    private readonly products: ProductsService,
    private readonly customers: CustomersService,
    private readonly companies: CompaniesService,
    private readonly settings: TradeSettingsService,
    private readonly gstProfile: CompanyGstProfileService,
    private readonly warehouses: WarehousesService,
    private readonly stock: StockService,
    private readonly numbers: DocumentNumbersService,
    private readonly journal: JournalService,
  ) {}

  /** What the POS screen needs besides the catalogue: where the company is and what is on hand where it sells. */
  async context(warehouseId?: number): Promise<PosContextView> {
    const profile = await this.gstProfile.get();
    const allowNegativeStock = await this.settings.allowNegativeStock();
    const warehouse = warehouseId ? await this.warehouses.get(warehouseId) : await this.warehouses.defaultWarehouse();
    return {
      companyStateId: profile.stateId,
      companyStateName: profile.stateName,
      allowNegativeStock,
      collectsGst: profile.collectsGst,
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      stock: await this.stock.onHand(warehouse.id),
    };
  }

  async checkout(userId: number | null, input: CheckoutDto): Promise<SaleInvoiceView> {
    const companyId = currentCompanyId();
    const mode = input.paymentMode ?? 'CASH';
    if (mode === 'CREDIT' && !input.customerId) throw new BadRequestException(SALE_MESSAGES.creditNeedsCustomer);
    // A credit sale locks the customer first, so two sales at once cannot both squeeze under the limit.
    const customer = input.customerId
      ? mode === 'CREDIT' ? await this.customers.findForUpdate(input.customerId) : await this.customers.find(input.customerId)
      : null;
    if (input.customerId && !customer) throw new NotFoundException(SALE_MESSAGES.customerNotFound);
    const products = await this.products.forTrade(input.items.map((i) => i.productId));
    const profile = await this.gstProfile.get();
    const companyState = profile.stateId;
    const placeOfSupply = customer ? customer.stateId : companyState;
    // Without a known company state nothing can be shown to be intra-state: IGST (docs/decisions.md).
    const intraState = companyState !== null && placeOfSupply === companyState;
    const chargesTax = profile.collectsGst;

    // Discounts (issue 31 item 5): each line's own, then the bill's shared over the lines; GST on what is left.
    const priced = input.items.map((i) => {
      const p = products.get(i.productId)!;
      return { p, unitPricePaise: parsePaise(p.sp), quantity: String(i.quantity).trim(), discount: discountOf(i.discount) };
    });
    for (const l of priced) {
      if (discountProblem(grossPaise(l.unitPricePaise, l.quantity), l.discount) === 'exceeds') {
        throw new BadRequestException(lineDiscountTooBig(l.p.name, formatPaise(parsePaise(l.discount!.value)), formatPaise(grossPaise(l.unitPricePaise, l.quantity))));
      }
    }
    const billDiscount = discountOf(input.billDiscount);
    const beforeBill = priced.reduce((sum, l) => {
      const gross = grossPaise(l.unitPricePaise, l.quantity);
      return sum + gross - discountOn(gross, l.discount);
    }, 0);
    if (discountProblem(beforeBill, billDiscount) === 'exceeds') {
      throw new BadRequestException(billDiscountTooBig(formatPaise(parsePaise(billDiscount!.value)), formatPaise(beforeBill)));
    }
    const discounted = applyDiscounts(priced, billDiscount);
    // Below the purchase price (the spec's floor for a selling price) only when the cashier confirmed it.
    const losses = priced
      .map((l, k) => ({ l, net: discounted.lines[k].net }))
      .filter(({ l, net }) => belowCost(net, parsePaise(l.p.pp), l.quantity))
      .map(({ l, net }) => `${l.p.name} at ${formatPaise(net)} for ${Number(l.quantity)}, cost ${formatPaise(grossPaise(parsePaise(l.p.pp), l.quantity))}`);
    if (losses.length && input.confirmBelowCost !== true) throw new ConflictException(belowCostMessage(losses));

    const lines: InvoiceLineInput[] = priced.map(({ p, quantity }, k) => ({
      hsn: p.hsn,
      description: p.name,
      unitPricePaise: parsePaise(p.sp),
      quantity,
      gstPercent: p.taxPercent,
      cess: { type: p.cessType, value: p.cessValue },
      intraState,
      priceIncludesTax: p.priceIncludesTax,
      chargesTax,
      discountPaise: discounted.lines[k].discount,
    }));
    let summary: InvoiceSummary;
    try {
      summary = summarizeInvoice(lines);
    } catch (e) {
      // A retail line discounted below the fixed cess it includes.
      if (e instanceof InvalidAmountError) throw new BadRequestException(SALE_MESSAGES.nothingToPay);
      throw e;
    }
    if (discounted.totalDiscount > 0 && summary.grandTotal <= 0) throw new BadRequestException(SALE_MESSAGES.nothingToPay);
    if (summary.grandTotal <= 0) throw new BadRequestException(SALE_MESSAGES.items);
    const cashReceived = input.cashReceived === undefined ? null : parsePaise(String(input.cashReceived));
    if (cashReceived !== null && mode !== 'CASH') throw new BadRequestException(SALE_MESSAGES.cashOnlyForCash);
    if (cashReceived !== null && cashReceived < summary.grandTotal) {
      throw new BadRequestException(cashShort(formatPaise(cashReceived), formatPaise(summary.grandTotal)));
    }
    const paymentAccount = mode === 'CREDIT' ? 'RECEIVABLE' : mode;
    if (customer && mode === 'CREDIT') {
      // The party's outstanding: opening balance not yet received plus unpaid credit invoices (issue 27), read under its lock.
      const outstanding = parsePaise(customer.outstanding);
      const limit = parsePaise(customer.creditLimit);
      if (outstanding + summary.grandTotal > limit) {
        throw new ConflictException(`Credit limit exceeded: outstanding ${formatPaise(outstanding)}, limit ${formatPaise(limit)}`);
      }
    }
    const warehouse = input.warehouseId ? await this.warehouses.get(input.warehouseId) : await this.warehouses.defaultWarehouse();
    const company = await this.companies.own();
    const date = toIsoDate(new Date());
    const documentType = chargesTax ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY';
    const customerName = customer ? customer.name : SALE_MESSAGES.walkIn;
    const accounts = await this.journal.systemAccountIds([paymentAccount, 'SALES', 'OUTPUT_GST', 'ROUND_OFF', 'COGS', 'STOCK']);

    // The invoice number is taken as late as it can be (issue 32 item 2): the series' row is locked from then to
    // COMMIT and every checkout of the company queues on it. So the stock goes out first under the invoice's reserved
    // id (the movements get the number with the invoice row), and only the journal, whose remark carries the number
    // and whose rows cannot be edited, follows the number.
    const id = await this.invoices.reserveId();
    // The goods leave at the warehouse's average cost at this moment (one set-based statement, this transaction).
    const issued = await this.stock.issue(
      warehouse.id, input.items.map((i) => ({ productId: i.productId, quantity: i.quantity, fallbackUnitCost: products.get(i.productId)!.pp })),
      id, userId, new Map([...products].map(([k, p]) => [k, p.name])), '', date,
    );
    const number = await this.numbers.nextWritten(chargesTax ? 'INV' : 'BOS', date, this.invoices.numberedRows(companyId, id, {
      invoiceDate: date,
      documentType,
      sellerName: company.name,
      sellerAddress: company.address,
      sellerGstin: company.gstin,
      customerId: customer ? String(customer.id) : null,
      customerName,
      customerAddress: customer
        ? addressOf([customer.addressLine1, customer.addressLine2, [customer.city, customer.pincode].filter(Boolean).join(' - ')])
        : null,
      customerGstin: customer?.gstin ?? null,
      supplierStateId: companyState,
      placeOfSupplyStateId: placeOfSupply,
      intraState,
      warehouseId: String(warehouse.id),
      taxableAmount: money(summary.taxable),
      cgstAmount: money(summary.cgst),
      sgstAmount: money(summary.sgst),
      igstAmount: money(summary.igst),
      cessAmount: money(summary.cess),
      roundOff: money(summary.roundOff),
      totalAmount: money(summary.grandTotal),
      settledAmount: money(paymentAccount === 'RECEIVABLE' ? 0 : summary.grandTotal),
      amountInWords: amountInWords(summary.grandTotal),
      paymentAccount,
      discountAmount: money(discounted.totalDiscount),
      billDiscountAmount: money(discounted.billDiscount),
      billDiscountPercent: billDiscount?.type === 'PERCENT' ? String(billDiscount.value) : null,
      cashReceived: cashReceived === null ? null : money(cashReceived),
      createdBy: userId === null ? null : String(userId),
    }, summary.lines.map((r, index) => {
      const item = input.items[index];
      const p = products.get(item.productId)!;
      return {
        lineNo: index + 1,
        productId: p.id,
        productName: p.name,
        hsn: p.hsn || null,
        quantity: String(item.quantity).trim(),
        rate: money(r.unitPricePaise),
        gstPercent: String(r.gstPercent),
        cessType: chargesTax ? p.cessType : 'NONE',
        cessValue: chargesTax ? p.cessValue : '0',
        taxableAmount: money(r.taxable),
        cgstAmount: money(r.cgst),
        sgstAmount: money(r.sgst),
        igstAmount: money(r.igst),
        cessAmount: money(r.cess),
        totalAmount: money(r.total),
        priceIncludesTax: p.priceIncludesTax,
        uqc: p.uqc,
        discountAmount: money(discounted.lines[index].lineDiscount),
        discountPercent: item.discount?.type === 'PERCENT' ? String(item.discount.value).trim() : null,
        billDiscountAmount: money(discounted.lines[index].billShare),
      };
    })));

    // The answer is read while the journal is posted: independent statements of this transaction, pipelined on its
    // connection (core/database/pool-settings.ts), so the read adds no round trip while the series' row is held.
    const [posted, invoice] = await settledAll([
      this.journal.post({
        date,
        remark: `Sale invoice ${number} to ${customerName}`,
        referenceModule: 'SALE',
        referenceId: id,
        lines: saleJournalLines(accounts, paymentAccount, summary, -issued.stockValue),
      }),
      this.get(id),
    ]);
    await this.invoices.setJournal(companyId, id, posted.groupTransactionId);
    return { ...invoice, groupTransactionId: posted.groupTransactionId };
  }

  async get(id: number): Promise<SaleInvoiceView> {
    const companyId = currentCompanyId();
    // Pipelined on the transaction's connection: one round trip for both.
    const [invoice, items] = await settledAll([this.invoices.find(companyId, id), this.invoices.items(companyId, id)]);
    if (!invoice) throw new NotFoundException(SALE_MESSAGES.notFound);
    return {
      id: Number(invoice.id),
      invoiceNumber: invoice.invoiceNumber,
      documentType: invoice.documentType,
      invoiceDate: invoice.invoiceDate,
      createdOn: invoice.createdAt.toISOString(),
      // As issued, never the company's profile of today.
      supplier: {
        id: Number(invoice.companyId), name: invoice.sellerName ?? '', address: invoice.sellerAddress, gstin: invoice.sellerGstin,
        stateWithCode: stateText(invoice.supplierStateId),
      },
      customer: {
        id: invoice.customerId ? Number(invoice.customerId) : null,
        name: invoice.customerName,
        address: invoice.customerAddress,
        gstin: invoice.customerGstin,
        stateWithCode: invoice.customerId ? stateText(invoice.placeOfSupplyStateId) : null,
      },
      placeOfSupply: stateText(invoice.placeOfSupplyStateId),
      reverseCharge: 'No',
      intraState: invoice.intraState,
      warehouseName: invoice.warehouseName,
      items: items.map((i) => ({
        lineNo: i.lineNo,
        productId: Number(i.productId),
        productName: i.productName,
        hsn: i.hsn,
        quantity: i.quantity,
        unit: i.uqc,
        rate: i.rate,
        priceIncludesTax: i.priceIncludesTax,
        gstPercent: Number(i.gstPercent),
        cessType: i.cessType as CessType,
        cessValue: Number(i.cessValue),
        taxableAmount: i.taxableAmount,
        cgstAmount: i.cgstAmount,
        sgstAmount: i.sgstAmount,
        igstAmount: i.igstAmount,
        cessAmount: i.cessAmount,
        gstAmount: money(parsePaise(i.cgstAmount) + parsePaise(i.sgstAmount) + parsePaise(i.igstAmount)),
        totalAmount: i.totalAmount,
        discountAmount: i.discountAmount,
        discountPercent: percentOf(i.discountPercent),
        billDiscountAmount: i.billDiscountAmount,
      })),
      hsnSummary: hsnSummary(items),
      taxableAmount: invoice.taxableAmount,
      cgstAmount: invoice.cgstAmount,
      sgstAmount: invoice.sgstAmount,
      igstAmount: invoice.igstAmount,
      cessAmount: invoice.cessAmount,
      roundOff: invoice.roundOff,
      totalAmount: invoice.totalAmount,
      amountInWords: invoice.amountInWords,
      paymentAccount: invoice.paymentAccount,
      balanceDue: money(parsePaise(invoice.totalAmount) - parsePaise(invoice.settledAmount)),
      groupTransactionId: invoice.journalGroupId,
      discountAmount: invoice.discountAmount,
      billDiscountAmount: invoice.billDiscountAmount,
      billDiscountPercent: percentOf(invoice.billDiscountPercent),
      cashReceived: invoice.cashReceived,
      changeDue: invoice.cashReceived === null ? null : money(parsePaise(invoice.cashReceived) - parsePaise(invoice.totalAmount)),
      eInvoice: invoice.irn && invoice.irnAckNo && invoice.irnAckDate && invoice.irnSignedQr
        ? { irn: invoice.irn, ackNo: invoice.irnAckNo, ackDate: istDateTime(invoice.irnAckDate), signedQrCode: invoice.irnSignedQr }
        : null,
    };
  }

  async list(query: ListQuery, range: { fromDate?: string; toDate?: string }): Promise<Paged<SaleInvoiceRowView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.invoices.list(companyId, query, { from: range.fromDate, to: range.toDate });
    return paged(rows.map((r) => ({ ...r, id: Number(r.id) })), total, query);
  }
}
