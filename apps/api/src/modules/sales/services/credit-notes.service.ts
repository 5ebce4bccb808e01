import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { fromThousandths, paiseToDecimalString, parsePaise, roundOffToRupee, toIsoDate, toThousandths } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { JournalService, signedLine, type JournalLineInput } from '../../accounting/index.js';
import { DocumentNumbersService } from '../../inventory/index.js';
import { StockService } from '../../inventory/index.js';
import { SETTLEMENT_MESSAGES as M, type CreateCreditNoteDto, type CreditNoteRowView, type CreditNoteView } from '../dtos/settlement.dtos.js';
import { SALE_MESSAGES } from '../dtos/sale.dtos.js';
import { SaleInvoicesRepository } from '../repositories/sale-invoices.repository.js';
import { SettlementsRepository, type NewCreditNoteItem } from '../repositories/settlements.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const money = (paise: number) => paiseToDecimalString(paise);
const PARTS = ['taxableAmount', 'cgstAmount', 'sgstAmount', 'igstAmount', 'cessAmount'] as const;

/** a x num / den rounded half up, in whole paise (num <= den). */
function share(amount: number, num: bigint, den: bigint): number {
  const a = BigInt(amount);
  return Number((a * num * 2n + den) / (den * 2n));
}

/**
 * Credit notes cancel a sale in full or by lines: the stock comes back into the invoice's warehouse,
 * at the cost they left with (debit Stock in Hand, credit Cost of Goods Sold), the tax and the sale are reversed
 * (debit Sales, Output GST; Round Off either way) and the money is
 * taken off what the customer owes on a credit sale, the rest refunded from the account the invoice was
 * paid into. A line is credited in proportion to the quantity returned; the last return of a line takes
 * exactly what is left, so a line (and an invoice) is never credited more than it charged.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly settlements: SettlementsRepository,
    private readonly invoices: SaleInvoicesRepository,
    private readonly stock: StockService,
    private readonly numbers: DocumentNumbersService,
    private readonly journal: JournalService,
  ) {}

  async create(userId: number | null, input: CreateCreditNoteDto): Promise<CreditNoteView> {
    const companyId = currentCompanyId();
    const invoice = await this.settlements.invoiceForUpdate(companyId, input.saleInvoiceId);
    if (!invoice) throw new NotFoundException(SALE_MESSAGES.notFound);
    const lines = await this.invoices.items(companyId, Number(invoice.id));
    const credited = new Map((await this.settlements.creditedLines(companyId, Number(invoice.id))).map((c) => [c.lineNo, c]));
    const wanted = input.items?.length
      ? input.items.map((i) => ({ lineNo: i.lineNo, quantity: toThousandths(String(i.quantity).trim()) }))
      : lines.map((l) => ({ lineNo: l.lineNo, quantity: toThousandths(l.quantity) - toThousandths(credited.get(l.lineNo)?.quantity ?? '0') }))
        .filter((l) => l.quantity > 0n);
    if (wanted.length === 0) throw new BadRequestException(M.nothingToCredit);

    const items: NewCreditNoteItem[] = [];
    const seen = new Set<number>();
    for (const w of wanted) {
      const line = lines.find((l) => l.lineNo === w.lineNo);
      if (!line || seen.has(w.lineNo)) throw new BadRequestException(M.lineNo);
      seen.add(w.lineNo);
      const sold = toThousandths(line.quantity);
      const before = credited.get(line.lineNo);
      const left = sold - toThousandths(before?.quantity ?? '0');
      if (w.quantity > left) {
        throw new BadRequestException(`Only ${fromThousandths(left).replace(/\.?0+$/, '')} of ${line.productName} can still be credited`);
      }
      const amounts = PARTS.map((k) => {
        const charged = parsePaise(line[k]);
        const already = parsePaise(before?.[k] ?? '0');
        return w.quantity === left ? charged - already : share(charged, w.quantity, sold);
      });
      items.push({
        lineNo: line.lineNo, productId: Number(line.productId), productName: line.productName, hsn: line.hsn, quantity: fromThousandths(w.quantity),
        gstPercent: line.gstPercent, taxableAmount: money(amounts[0]), cgstAmount: money(amounts[1]), sgstAmount: money(amounts[2]),
        igstAmount: money(amounts[3]), cessAmount: money(amounts[4]), totalAmount: money(amounts.reduce((s, v) => s + v, 0)),
      });
    }

    const sum = (k: (typeof PARTS)[number] | 'totalAmount') => items.reduce((s, i) => s + parsePaise(i[k]), 0);
    const { roundOff, grandTotal } = roundOffToRupee(sum('totalAmount'));
    const due = invoice.paymentAccount === 'RECEIVABLE' ? parsePaise(invoice.totalAmount) - parsePaise(invoice.settledAmount) : 0;
    const adjusted = Math.min(grandTotal, due);
    const refund = grandTotal - adjusted;
    const refundAccount = refund > 0 ? (invoice.paymentAccount === 'BANK' ? 'BANK' : 'CASH') : null;
    const date = toIsoDate(new Date());
    const number = await this.numbers.next('CN', date);

    const id = await this.settlements.insertCreditNote({
      companyId, number, date, invoiceId: Number(invoice.id), reason: input.reason?.trim() || null,
      taxable: money(sum('taxableAmount')), cgst: money(sum('cgstAmount')), sgst: money(sum('sgstAmount')), igst: money(sum('igstAmount')),
      cess: money(sum('cessAmount')), roundOff: money(roundOff), total: money(grandTotal), adjusted: money(adjusted), refund: money(refund),
      refundAccount, userId,
    });
    await this.settlements.insertCreditNoteItems(companyId, id, items);
    if (adjusted > 0) await this.settlements.settle(companyId, Number(invoice.id), money(adjusted));
    // The goods come back at the cost they left with (the sale's average cost per unit).
    const returned = await this.stock.returnIn(
      Number(invoice.warehouseId), items.map((i) => ({ productId: i.productId, quantity: i.quantity })), id, userId, number, date, Number(invoice.id),
    );

    const taxable = sum('taxableAmount');
    const tax = sum('cgstAmount') + sum('sgstAmount') + sum('igstAmount') + sum('cessAmount');
    const account = await this.journal.systemAccountIds([
      'SALES', 'OUTPUT_GST', 'ROUND_OFF', 'RECEIVABLE', 'STOCK', 'COGS', ...(refundAccount ? ([refundAccount] as const) : []),
    ]);
    // Back into Stock in Hand, out of Cost of Goods Sold (and the correction when the goods land on a level below zero).
    const costLines = [
      signedLine(account.STOCK, returned.stockValue),
      signedLine(account.COGS, returned.costCorrection - (returned.stockValue + returned.costCorrection)),
    ].filter((l): l is JournalLineInput => l !== null);
    const posted = await this.journal.post({
      date,
      remark: `Credit note ${number} against invoice ${invoice.invoiceNumber}`,
      referenceModule: 'CREDIT_NOTE',
      referenceId: id,
      lines: [
        { accountId: account.SALES, debitPaise: taxable, creditPaise: 0 },
        { accountId: account.OUTPUT_GST, debitPaise: tax, creditPaise: 0 },
        { accountId: account.ROUND_OFF, debitPaise: roundOff > 0 ? roundOff : 0, creditPaise: roundOff < 0 ? -roundOff : 0 },
        { accountId: account.RECEIVABLE, debitPaise: 0, creditPaise: adjusted },
        ...(refundAccount ? [{ accountId: account[refundAccount], debitPaise: 0, creditPaise: refund }] : []),
        ...costLines,
      ].filter((l) => l.debitPaise > 0 || l.creditPaise > 0),
    });
    await this.settlements.setCreditNoteJournal(companyId, id, posted.groupTransactionId);
    return this.get(id);
  }

  async get(id: number): Promise<CreditNoteView> {
    const companyId = currentCompanyId();
    const note = await this.settlements.creditNote(companyId, id);
    if (!note) throw new NotFoundException(M.creditNoteNotFound);
    const items = await this.settlements.creditNoteItems(companyId, id);
    return {
      ...note,
      id: Number(note.id),
      saleInvoiceId: Number(note.saleInvoiceId),
      items: items.map((i) => ({ ...i, productId: Number(i.productId), gstPercent: Number(i.gstPercent) })),
    };
  }

  async list(query: ListQuery): Promise<Paged<CreditNoteRowView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.settlements.listCreditNotes(companyId, query);
    return paged(rows.map((r) => ({ ...r, id: Number(r.id) })), total, query);
  }
}
