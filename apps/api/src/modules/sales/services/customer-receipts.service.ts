import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { formatPaise, paiseToDecimalString, parsePaise, toIsoDate } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { JournalService } from '../../accounting/index.js';
import { DocumentNumbersService } from '../../inventory/index.js';
import { CustomersService } from '../../parties/index.js';
import { SETTLEMENT_MESSAGES as M, type CreateReceiptDto, type ReceiptView } from '../dtos/settlement.dtos.js';
import { SALE_MESSAGES } from '../dtos/sale.dtos.js';
import { SettlementsRepository, type ReceiptRow } from '../repositories/settlements.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const money = (paise: number) => paiseToDecimalString(paise);

/**
 * What a customer pays later against credit sales and the opening balance: numbered in its own series, allocated to the
 * opening balance and invoices named (else the opening balance, then the oldest open invoices), posted debit Cash or
 * Bank, credit Receivable (the opening balance journal debited Receivable with what customers owed).
 * Never more than the customer owes; the customer's row lock keeps two receipts from both passing.
 */
@Injectable()
export class CustomerReceiptsService {
  constructor(
    private readonly settlements: SettlementsRepository,
    private readonly customers: CustomersService,
    private readonly numbers: DocumentNumbersService,
    private readonly journal: JournalService,
  ) {}

  async create(userId: number | null, input: CreateReceiptDto): Promise<ReceiptView> {
    const companyId = currentCompanyId();
    const customer = await this.customers.findForUpdate(input.customerId);
    if (!customer) throw new NotFoundException(SALE_MESSAGES.customerNotFound);
    const amount = parsePaise(String(input.amount).trim());
    const open = await this.settlements.openCreditInvoices(companyId, customer.id);
    const dueOf = (i: (typeof open)[number]) => parsePaise(i.totalAmount) - parsePaise(i.settledAmount);
    // The opening balance is what the customer owed before the first invoice here: settled like the oldest invoice.
    const openingDue = parsePaise(customer.openingBalanceDue);
    const outstanding = openingDue + open.reduce((s, i) => s + dueOf(i), 0);
    if (amount > outstanding) throw new BadRequestException(`Amount cannot be more than the outstanding of ${formatPaise(outstanding)}`);

    const plan: { invoiceId: number; amount: number }[] = [];
    let opening = 0;
    if (input.allocations?.length || input.openingBalanceAmount !== undefined) {
      opening = parsePaise(String(input.openingBalanceAmount ?? '0').trim());
      if (opening > openingDue) {
        throw new BadRequestException(`Amount against the opening balance cannot be more than its balance of ${formatPaise(openingDue)}`);
      }
      for (const a of input.allocations ?? []) {
        const invoice = open.find((i) => Number(i.id) === a.saleInvoiceId);
        if (!invoice) throw new BadRequestException(M.notCreditInvoice);
        const part = parsePaise(String(a.amount).trim());
        const already = plan.filter((p) => p.invoiceId === a.saleInvoiceId).reduce((s, p) => s + p.amount, 0);
        if (part + already > dueOf(invoice)) {
          throw new BadRequestException(`Amount against ${invoice.invoiceNumber} cannot be more than its balance of ${formatPaise(dueOf(invoice) - already)}`);
        }
        plan.push({ invoiceId: a.saleInvoiceId, amount: part });
      }
      if (opening + plan.reduce((s, p) => s + p.amount, 0) !== amount) throw new BadRequestException(M.allocationsSum);
    } else {
      opening = Math.min(amount, openingDue);
      let left = amount - opening;
      for (const invoice of open) {
        if (left === 0) break;
        const part = Math.min(left, dueOf(invoice));
        plan.push({ invoiceId: Number(invoice.id), amount: part });
        left -= part;
      }
    }

    const date = input.receiptDate ?? toIsoDate(new Date());
    const account = input.account ?? 'CASH';
    const number = await this.numbers.next('RCPT', date);
    const id = await this.settlements.insertReceipt({
      companyId, number, date, customerId: customer.id, amount: money(amount), openingBalanceAmount: money(opening), account,
      note: input.note?.trim() || null, userId,
    });
    if (plan.length) await this.settlements.allocate(companyId, id, plan.map((p) => ({ invoiceId: p.invoiceId, amount: money(p.amount) })));
    if (opening > 0) await this.customers.settleOpening(customer.id, money(opening));
    const accountIds = await this.journal.systemAccountIds([account, 'RECEIVABLE']);
    const posted = await this.journal.post({
      date,
      remark: `Receipt ${number} from ${customer.name}`,
      referenceModule: 'CUSTOMER_RECEIPT',
      referenceId: id,
      lines: [
        { accountId: accountIds[account], debitPaise: amount, creditPaise: 0 },
        { accountId: accountIds.RECEIVABLE, debitPaise: 0, creditPaise: amount },
      ],
    });
    await this.settlements.setReceiptJournal(companyId, id, posted.groupTransactionId);
    return this.get(id);
  }

  async get(id: number): Promise<ReceiptView> {
    const companyId = currentCompanyId();
    const row = await this.settlements.receipt(companyId, id);
    if (!row) throw new NotFoundException(M.receiptNotFound);
    return (await this.views([row]))[0];
  }

  async list(query: ListQuery, customerId?: number): Promise<Paged<ReceiptView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.settlements.receipts(companyId, query, customerId);
    return paged(await this.views([...rows]), total, query);
  }

  private async views(rows: ReceiptRow[]): Promise<ReceiptView[]> {
    const companyId = currentCompanyId();
    const allocations = await this.settlements.allocations(companyId, rows.map((r) => Number(r.id)));
    const outstanding = new Map<string, string>();
    for (const r of rows) {
      if (!outstanding.has(r.customerId)) outstanding.set(r.customerId, (await this.customers.find(Number(r.customerId)))?.outstanding ?? '0.00');
    }
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      customerId: Number(r.customerId),
      allocations: allocations.filter((a) => a.receiptId === r.id)
        .map((a) => ({ saleInvoiceId: Number(a.saleInvoiceId), invoiceNumber: a.invoiceNumber, amount: a.amount })),
      outstanding: outstanding.get(r.customerId)!,
    }));
  }
}
