import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { AmountField, OptionalField, OptionalPickedId, OptionalText, PickedId } from '../../../core/http/dto-fields.js';
import { IsCalendarDate } from '../../../core/http/field-validators.js';
import { BalanceWarningView } from '../../accounting/index.js';

export const SUPPLIER_OPENING_MESSAGES = {
  supplier: 'Please select supplier',
  supplierNotFound: 'Supplier not found',
  amount: 'Amount must be greater than 0',
  amountRequired: 'Amount is required',
  paymentDate: 'Please select date',
  paymentMode: 'Payment mode must be CASH or BANK',
  note: 'Note must be at most 300 characters',
  nothingDue: 'Nothing is due on this supplier\'s opening balance',
} as const;
const M = SUPPLIER_OPENING_MESSAGES;

/**
 * POST /api/erp/opening-balance/supplier-payment: money paid to a supplier against what was owed when the books started
 * (a purchase order's payment is recorded on the order). Like a purchase payment, the payment mode has no default
 * in the console; the API's is CASH.
 */
export class SupplierOpeningPaymentDto {
  @PickedId(M.supplier, IsDefined({ message: M.supplier }))
  supplierId: number;

  @AmountField(M.amount, M.amountRequired, { example: '500.00' })
  amount: string | number;

  @OptionalField({ example: '2026-11-23', description: 'Today when omitted' }, IsCalendarDate(M.paymentDate))
  paymentDate?: string;

  @OptionalField({ enum: ['CASH', 'BANK'], default: 'CASH' }, IsIn(['CASH', 'BANK'], { message: M.paymentMode }))
  paymentMode?: 'CASH' | 'BANK';

  @OptionalText(300, M.note)
  note?: string;
}

export class SupplierOpeningPaymentQuery {
  @OptionalPickedId(M.supplier)
  supplierId?: number;
}

export class SupplierOpeningPaymentView {
  @ApiProperty() id: number;
  @ApiProperty() supplierId: number;
  @ApiProperty() supplierName: string;
  @ApiProperty({ example: '500.00' }) amount: string;
  @ApiProperty({ example: '2026-11-23' }) paymentDate: string;
  @ApiProperty({ enum: ['CASH', 'BANK'] }) paymentMode: 'CASH' | 'BANK';
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
}

/** A saved payment, with what is still due on the opening balance and the accounts it left below zero. */
export class SavedSupplierOpeningPaymentView extends SupplierOpeningPaymentView {
  @ApiProperty({ example: '0.00' }) openingBalanceDue: string;
  @ApiProperty({ example: '0.00', description: "The supplier's outstanding after this payment" }) outstanding: string;
  @ApiProperty({ type: BalanceWarningView, isArray: true }) warnings: BalanceWarningView[];
}
