import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { OptionalLineItems, PickedId, QuantityField } from '../../../core/http/dto-fields.js';
import { IsCalendarDate, IsRupeeAmount, Required } from '../../../core/http/field-validators.js';
import { GstAmountsView, TaxedLineView } from '../../inventory/index.js';
import { OmittableField } from './omittable-field.js';

export const SETTLEMENT_MESSAGES = {
  invoice: 'Please select invoice',
  customer: 'Please select customer',
  lineNo: 'Please select the invoice line',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  reason: 'Reason must be at most 300 characters',
  amount: 'Amount must be greater than 0',
  date: 'Please select date',
  account: 'Account must be CASH or BANK',
  note: 'Note must be at most 300 characters',
  nothingToCredit: 'Nothing left to credit on this invoice',
  receiptNotFound: 'Receipt not found',
  creditNoteNotFound: 'Credit note not found',
  allocationsSum: 'The amounts against invoices must add up to the amount received',
  notCreditInvoice: 'Receipts settle credit sales of this customer only',
  openingBalanceAmount: 'Amount against the opening balance must be 0 or more with at most 2 decimals',
} as const;

const M = SETTLEMENT_MESSAGES;
/** A note or a reason: at most 300 characters, kept as sent. */
const OmittableText = (message: string) => OmittableField({ maxLength: 300 }, MaxLength(300, { message }), IsString({ message }));

export class CreditLineDto {
  @ApiProperty({ description: 'Line number on the invoice' })
  @Type(() => Number)
  @Min(1, { message: M.lineNo })
  @IsInt({ message: M.lineNo })
  lineNo: number;

  @QuantityField(M.quantity, 'Quantity is required', { example: 1, description: 'Quantity returned, up to 3 decimals' })
  quantity: string | number;
}

/** POST /api/erp/credit-note: cancels a sale in full (no lines) or the given lines and quantities. */
export class CreateCreditNoteDto {
  @PickedId(M.invoice, IsDefined({ message: M.invoice }))
  saleInvoiceId: number;

  @OptionalLineItems(CreditLineDto, 200, { invalid: M.lineNo, tooMany: M.lineNo }, 'Omitted or empty: everything not yet credited')
  items?: CreditLineDto[];

  @OmittableText(M.reason)
  reason?: string;
}

export class ReceiptAllocationDto {
  @PickedId(M.invoice)
  saleInvoiceId: number;

  @ApiProperty({ example: '100.00' })
  @IsRupeeAmount(M.amount)
  @Required('Amount is required')
  amount: string | number;
}

/** POST /api/erp/customer-receipt: money a customer pays later against credit sales. */
export class CreateReceiptDto {
  @PickedId(M.customer, IsDefined({ message: M.customer }))
  customerId: number;

  @ApiProperty({ example: '500.00' })
  @IsRupeeAmount(M.amount)
  @Required('Amount is required')
  amount: string | number;

  @OmittableField({ example: '2026-11-23', description: 'Today when omitted' }, IsCalendarDate(M.date))
  receiptDate?: string;

  @OmittableField({ enum: ['CASH', 'BANK'], description: 'CASH when omitted' }, IsIn(['CASH', 'BANK'], { message: M.account }))
  account?: 'CASH' | 'BANK';

  @OmittableField(
    {
      example: '250.00',
      description: "The part set against the customer's opening balance. With allocations or this: the parts must add up to the amount",
    },
    IsRupeeAmount(M.openingBalanceAmount, { allowZero: true }),
  )
  openingBalanceAmount?: string | number;

  @OptionalLineItems(
    ReceiptAllocationDto, 200, { invalid: M.invoice, tooMany: M.invoice },
    'Omitted (and no openingBalanceAmount): the opening balance first, then the oldest open credit invoices',
  )
  allocations?: ReceiptAllocationDto[];

  @OmittableText(M.note)
  note?: string;
}

export class ReceiptQuery {
  @OmittableField({}, Type(() => Number), Min(1, { message: M.customer }), IsInt({ message: M.customer }))
  customerId?: number;
}

export class CreditNoteLineView extends TaxedLineView {}

export class CreditNoteView extends GstAmountsView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'CN/2627/00001' }) creditNoteNumber: string;
  @ApiProperty() creditNoteDate: string;
  @ApiProperty() saleInvoiceId: number;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ type: CreditNoteLineView, isArray: true }) items: CreditNoteLineView[];
  @ApiProperty() roundOff: string;
  @ApiProperty() totalAmount: string;
  @ApiProperty({ description: "Taken off the invoice's balance due (credit sales)" }) adjustedAmount: string;
  @ApiProperty({ description: 'Paid back to the customer' }) refundAmount: string;
  @ApiProperty({ nullable: true, type: String, enum: ['CASH', 'BANK'] }) refundAccount: string | null;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
}

export class CreditNoteRowView {
  @ApiProperty() id: number;
  @ApiProperty() creditNoteNumber: string;
  @ApiProperty() creditNoteDate: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() customerName: string;
  @ApiProperty() totalAmount: string;
}


export class ReceiptAllocationView {
  @ApiProperty() saleInvoiceId: number;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty() amount: string;
}

export class ReceiptView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'RCPT/2627/00001' }) receiptNumber: string;
  @ApiProperty() receiptDate: string;
  @ApiProperty() customerId: number;
  @ApiProperty() customerName: string;
  @ApiProperty() amount: string;
  @ApiProperty({ enum: ['CASH', 'BANK'] }) account: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ example: '0.00', description: "Set against the customer's opening balance" }) openingBalanceAmount: string;
  @ApiProperty({ type: ReceiptAllocationView, isArray: true }) allocations: ReceiptAllocationView[];
  @ApiProperty({ description: "The customer's outstanding after this receipt" }) outstanding: string;
  @ApiProperty({ nullable: true, type: String }) groupTransactionId: string | null;
}

