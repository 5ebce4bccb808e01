import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { formatPaise, paiseToDecimalString, parsePaise, toIsoDate } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { BalanceWarningsService, JournalService } from '../../accounting/index.js';
import { SuppliersService } from '../../parties/index.js';
import {
  SUPPLIER_OPENING_MESSAGES as M, type SavedSupplierOpeningPaymentView, type SupplierOpeningPaymentDto, type SupplierOpeningPaymentView,
} from '../dtos/supplier-opening-payment.dtos.js';
import { SupplierOpeningPaymentsRepository, type SupplierOpeningPaymentRow } from '../repositories/supplier-opening-payments.repository.js';

const view = (r: SupplierOpeningPaymentRow): SupplierOpeningPaymentView => ({ ...r, id: Number(r.id), supplierId: Number(r.supplierId) });

/**
 * What the business pays a supplier against the opening balance it owed when the books started (issue 27): posted
 * debit Payable (which the opening balance journal credited), credit Cash or Bank, never more than is still due on the
 * opening balance; the supplier's row lock keeps two payments from both passing. Like a purchase payment, one that
 * takes Cash or Bank below zero is saved and says so.
 */
@Injectable()
export class SupplierOpeningPaymentsService {
  constructor(
    private readonly payments: SupplierOpeningPaymentsRepository,
    private readonly suppliers: SuppliersService,
    private readonly journal: JournalService,
    private readonly balances: BalanceWarningsService,
  ) {}

  async pay(userId: number | null, input: SupplierOpeningPaymentDto): Promise<SavedSupplierOpeningPaymentView> {
    const companyId = currentCompanyId();
    const supplier = await this.suppliers.findForUpdate(input.supplierId);
    if (!supplier) throw new NotFoundException(M.supplierNotFound);
    const due = parsePaise(supplier.openingBalanceDue);
    if (due <= 0) throw new BadRequestException(M.nothingDue);
    const amount = parsePaise(String(input.amount).trim());
    if (amount > due) throw new BadRequestException(`Amount cannot be more than the opening balance due of ${formatPaise(due)}`);

    const mode = input.paymentMode ?? 'CASH';
    const date = input.paymentDate ?? toIsoDate(new Date());
    const id = await this.payments.insert({
      companyId, supplierId: supplier.id, amount: paiseToDecimalString(amount), date, mode, note: input.note ?? null, userId,
    });
    await this.suppliers.settleOpening(supplier.id, paiseToDecimalString(amount));
    const account = await this.journal.systemAccountIds(['PAYABLE', mode]);
    const posted = await this.journal.post({
      date,
      remark: `Payment to ${supplier.name} against the opening balance`,
      referenceModule: 'SUPPLIER_OPENING_PAYMENT',
      referenceId: id,
      lines: [
        { accountId: account.PAYABLE, debitPaise: amount, creditPaise: 0 },
        { accountId: account[mode], debitPaise: 0, creditPaise: amount },
      ],
    });
    await this.payments.setJournal(companyId, id, posted.groupTransactionId);
    const after = (await this.suppliers.find(supplier.id))!;
    return {
      ...view((await this.payments.find(companyId, id))!),
      openingBalanceDue: after.openingBalanceDue,
      outstanding: after.outstanding,
      warnings: await this.balances.negativeBalances([account[mode]]),
    };
  }

  async list(query: ListQuery, supplierId?: number): Promise<Paged<SupplierOpeningPaymentView>> {
    const [rows, total] = await this.payments.list(currentCompanyId(), query, supplierId);
    return paged(rows.map(view), total, query);
  }
}
