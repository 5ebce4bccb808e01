import { ApiProperty } from '@nestjs/swagger';

export class CreditNoteItemView {
  @ApiProperty({ example: 1, description: 'The invoice line credited' }) invoiceLineNo!: number;
  @ApiProperty({ example: 'POS subscription, 01 Mar 2026 to 31 Mar 2026 (31 of 31 days)' }) description!: string;
  @ApiProperty({ example: '997331' }) hsnCode!: string;
  @ApiProperty({ example: '200.00', description: 'Taxable value credited, rupees' }) amount!: string;
  @ApiProperty({ example: '18' }) gstPercent!: string;
  @ApiProperty({ example: '36.00' }) gstAmount!: string;
}

/** A GST credit note against a provider invoice (issue 30 item 4). */
export class CreditNoteView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'CN/2627/00001', description: 'Its own gap-free series per financial year' }) creditNoteNo!: string;
  @ApiProperty({ example: '2026-04-20' }) noteDate!: string;
  @ApiProperty() createdOn!: string;
  @ApiProperty() companyId!: number;
  @ApiProperty() invoiceId!: number;
  @ApiProperty({ example: 'SUB/2627/00001' }) invoiceNo!: string;
  @ApiProperty({ example: '2026-04-01' }) invoiceDate!: string;
  @ApiProperty({ example: 'POS was unavailable 1-3 March' }) reason!: string;
  @ApiProperty() fromCompany!: string;
  @ApiProperty() fromCompanyAddress!: string;
  @ApiProperty({ type: String, nullable: true }) fromCompanyGstin!: string | null;
  @ApiProperty() toCompany!: string;
  @ApiProperty() toCompanyAddress!: string;
  @ApiProperty({ type: String, nullable: true }) toCompanyGstin!: string | null;
  @ApiProperty({ example: 'Karnataka (29)' }) supplyToStateWithCode!: string;
  @ApiProperty({ example: '200.00' }) subTotal!: string;
  @ApiProperty({ example: '0.00' }) cgst!: string;
  @ApiProperty({ example: '0.00' }) sgst!: string;
  @ApiProperty({ example: '36.00' }) igst!: string;
  @ApiProperty({ example: '0.00' }) roundOff!: string;
  @ApiProperty({ example: '236.00' }) total!: string;
  @ApiProperty() totalInWord!: string;
}

export class CreditNoteDetailsView extends CreditNoteView {
  @ApiProperty({ type: [CreditNoteItemView] }) items!: CreditNoteItemView[];
}

/** A second paid order of an already paid invoice: money to give back (DOUBLE_PAYMENT). */
export class DoublePaymentView {
  @ApiProperty() orderId!: number;
  @ApiProperty() merchantOrderId!: string;
  @ApiProperty({ example: '943.00' }) amount!: string;
  @ApiProperty({ type: String, nullable: true }) paymentMode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When PhonePe confirmed it' }) paidOn!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-04-22' }) refundedOn!: string | null;
  @ApiProperty({ type: String, nullable: true }) refundReference!: string | null;
}
