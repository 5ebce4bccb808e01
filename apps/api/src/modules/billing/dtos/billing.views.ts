import { ApiProperty } from '@nestjs/swagger';

export class InvoiceItemView {
  @ApiProperty({ example: 1, description: 'The line number (a credit note names the lines it credits)' }) lineNo!: number;
  @ApiProperty({ example: 'POS subscription, 01 Mar 2026 to 31 Mar 2026 (31 of 31 days)' }) description!: string;
  @ApiProperty({ example: '997331', description: 'HSN/SAC code' }) hsnCode!: string;
  @ApiProperty({ example: '1', description: 'Decimal string (API calls for an API, 1 for an application)' }) quantity!: string;
  @ApiProperty({ example: '799.00', description: 'Rate, rupees' }) price!: string;
  @ApiProperty({ example: '799.00', description: 'Taxable value, rupees' }) amount!: string;
  @ApiProperty({ example: '18' }) gstPercent!: string;
  @ApiProperty({ example: '143.82' }) gstAmount!: string;
}

/** The invoice master, as the spec names its fields (plus companyId, invoiceDate and roundOff). */
export class InvoiceView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'SUB/2627/00001', description: 'At most 16 characters, gap-free per financial year' }) invoiceNo!: string;
  @ApiProperty({ example: '2026-03', description: 'The month billed (yyyy-MM)' }) invoiceMonth!: string;
  @ApiProperty({ description: 'When the invoice was issued (ISO 8601); the invoice date is its date part in India' }) createdOn!: string;
  @ApiProperty({ example: '2026-04-01' }) invoiceDate!: string;
  @ApiProperty({ enum: ['UNPAID', 'PAID'] }) paymentStatus!: string;
  @ApiProperty({ type: String, nullable: true, example: 'UPI_QR' }) paymentMode!: string | null;
  @ApiProperty({ type: String, nullable: true }) paidOn!: string | null;
  @ApiProperty({ description: 'The billed company' }) companyId!: number;
  @ApiProperty() fromCompany!: string;
  @ApiProperty({ description: 'Line breaks kept' }) fromCompanyAddress!: string;
  @ApiProperty({ type: String, nullable: true }) fromCompanyGstin!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Bank and UPI details for payment, one per line' }) fromCompanyPaymentDetails!: string | null;
  @ApiProperty() toCompany!: string;
  @ApiProperty() toCompanyAddress!: string;
  @ApiProperty({ type: String, nullable: true }) toCompanyGstin!: string | null;
  @ApiProperty({ example: 'Karnataka (29)' }) supplyToStateWithCode!: string;
  @ApiProperty({ example: '799.00', description: 'Total taxable value' }) subTotal!: string;
  @ApiProperty({ example: '0.00' }) cgst!: string;
  @ApiProperty({ example: '0.00' }) sgst!: string;
  @ApiProperty({ example: '143.82' }) igst!: string;
  @ApiProperty({ example: '0.18', description: 'Added to reach the whole rupee (-0.50 to 0.49)' }) roundOff!: string;
  @ApiProperty({ example: '943.00', description: 'Grand total' }) total!: string;
  @ApiProperty({ example: 'Rupees Nine Hundred Forty Three Only' }) totalInWord!: string;
  @ApiProperty({ example: '2026-04-16', description: 'Pay by this day (invoice date + BILLING_DUE_DAYS when issued)' }) dueDate!: string;
  @ApiProperty({ example: '0.00', description: 'Taken off by credit notes' }) credited!: string;
  @ApiProperty({ example: '943.00', description: 'Total less credit notes' }) amountDue!: string;
  @ApiProperty({ type: String, nullable: true, description: 'An offline payment\'s reference (UTR, cheque number)' }) paymentReference!: string | null;
}

export class InvoiceDetailsView extends InvoiceView {
  @ApiProperty({ type: [InvoiceItemView] }) items!: InvoiceItemView[];
}

export class PaymentLinkView {
  @ApiProperty({ description: "PhonePe's checkout page: send the browser there" }) url!: string;
  @ApiProperty({ description: 'Our merchant order id; PhonePe sends the browser back to /admin/phonepe-status?orderId=' }) orderId!: string;
  @ApiProperty() expireAt!: string;
}

export class PaymentStatusView {
  @ApiProperty() orderId!: string;
  @ApiProperty({ enum: ['COMPLETED', 'PENDING', 'FAILED'] }) state!: string;
  @ApiProperty() invoiceId!: number;
  @ApiProperty() invoiceNo!: string;
  @ApiProperty({ example: '1457.00', description: 'The amount of this payment (the invoice total), rupees' }) amount!: string;
  @ApiProperty({ enum: ['UNPAID', 'PAID'] }) paymentStatus!: string;
  @ApiProperty({ type: String, nullable: true }) paymentMode!: string | null;
  @ApiProperty({ type: String, nullable: true }) paidOn!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'SUPPORT_EMAIL' }) supportEmail!: string | null;
  @ApiProperty({ description: 'SUPPORT_PHONE (the provider\'s phone outside production)' }) supportPhone!: string;
}

export class BillingRunView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty({ enum: ['SCHEDULE', 'MANUAL'] }) trigger!: string;
  @ApiProperty({ enum: ['QUEUED', 'RUNNING', 'DONE'] }) status!: string;
  @ApiProperty() createdOn!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the companies to bill were listed' }) listedOn!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Companies with something to bill in the month' }) companies!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Invoices this run queued (the missing ones)' }) queued!: number | null;
  @ApiProperty({ description: 'Invoices of the month that exist now' }) invoiced!: number;
  @ApiProperty({ description: 'Invoices this run issued' }) issuedByRun!: number;
  @ApiProperty({ description: 'Companies to bill still without an invoice' }) remaining!: number;
}

export class BillingMonthSummaryView {
  @ApiProperty({ example: '2026-04', description: 'The current month (India time)' }) month!: string;
  @ApiProperty({ description: 'Invoices issued this month' }) billedCount!: number;
  @ApiProperty({ example: '94300.00' }) billedAmount!: string;
  @ApiProperty({ description: 'Invoices paid this month' }) collectedCount!: number;
  @ApiProperty({ example: '47150.00' }) collectedAmount!: string;
  @ApiProperty({ description: 'Unpaid invoices, any month' }) outstandingCount!: number;
  @ApiProperty() outstandingAmount!: string;
}

export class PhonePeCallbackReceipt {
  @ApiProperty({
    enum: ['QUEUED', 'DUPLICATE', 'UNKNOWN_ORDER'],
    description: 'QUEUED: the order will be checked with PhonePe\'s status API (the callback\'s body decides nothing); DUPLICATE: the order is already paid',
  }) outcome!: string;
}

export class SupportContactView {
  @ApiProperty({ type: String, nullable: true, example: 'billing@bizdesk.in', description: 'SUPPORT_EMAIL; null when not configured' }) email!: string | null;
  @ApiProperty({ example: '9876500000' }) phone!: string;
}

/** Whether a billing run may start, and what the provider must configure first. */
export class BillingReadinessView {
  @ApiProperty() ready!: boolean;
  @ApiProperty({ type: String, isArray: true, example: ['GSTIN', 'state'], description: 'Missing: legal name, GSTIN, address, state' }) problems!: string[];
  @ApiProperty({ nullable: true, type: String }) message!: string | null;
}
