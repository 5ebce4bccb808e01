import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A POS sale invoice (tax invoice or bill of supply): a snapshot of what was printed, with its tax split and journal. */
@Entity('sale_invoices')
export class SaleInvoiceEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'invoice_number' }) invoiceNumber: string;
  @Column({ name: 'invoice_date', type: 'date' }) invoiceDate: string;
  @Column({ name: 'customer_id', type: 'bigint', nullable: true }) customerId: string | null;
  @Column({ name: 'customer_name' }) customerName: string;
  @Column({ name: 'customer_address', type: 'varchar', nullable: true }) customerAddress: string | null;
  @Column({ name: 'customer_gstin', type: 'varchar', nullable: true }) customerGstin: string | null;
  @Column({ name: 'supplier_state_id', type: 'int', nullable: true }) supplierStateId: number | null;
  @Column({ name: 'place_of_supply_state_id', type: 'int', nullable: true }) placeOfSupplyStateId: number | null;
  @Column({ name: 'intra_state' }) intraState: boolean;
  @Column({ name: 'warehouse_id', type: 'bigint' }) warehouseId: string;
  @Column({ name: 'taxable_amount', type: 'numeric' }) taxableAmount: string;
  @Column({ name: 'cgst_amount', type: 'numeric' }) cgstAmount: string;
  @Column({ name: 'sgst_amount', type: 'numeric' }) sgstAmount: string;
  @Column({ name: 'igst_amount', type: 'numeric' }) igstAmount: string;
  @Column({ name: 'cess_amount', type: 'numeric' }) cessAmount: string;
  @Column({ name: 'total_amount', type: 'numeric' }) totalAmount: string;
  @Column({ name: 'amount_in_words' }) amountInWords: string;
  @Column({ name: 'payment_account', type: 'varchar' }) paymentAccount: 'CASH' | 'BANK' | 'RECEIVABLE';
  @Column({ name: 'document_type', type: 'varchar' }) documentType: 'TAX_INVOICE' | 'BILL_OF_SUPPLY';
  @Column({ name: 'round_off', type: 'numeric' }) roundOff: string;
  @Column({ name: 'settled_amount', type: 'numeric' }) settledAmount: string;
  // The seller block as issued: later edits of the company profile do not change old invoices.
  @Column({ name: 'seller_name', type: 'varchar', nullable: true }) sellerName: string | null;
  @Column({ name: 'seller_address', type: 'varchar', nullable: true }) sellerAddress: string | null;
  @Column({ name: 'seller_gstin', type: 'varchar', nullable: true }) sellerGstin: string | null;
  @Column({ name: 'journal_group_id', type: 'varchar', nullable: true }) journalGroupId: string | null;
  // Discounts and cash as issued at the counter (issue 31 item 5).
  @Column({ name: 'discount_amount', type: 'numeric' }) discountAmount: string;
  @Column({ name: 'bill_discount_amount', type: 'numeric' }) billDiscountAmount: string;
  @Column({ name: 'bill_discount_percent', type: 'numeric', nullable: true }) billDiscountPercent: string | null;
  @Column({ name: 'cash_received', type: 'numeric', nullable: true }) cashReceived: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  // The IRP's registration of the e-invoice (issue 28), written only by EInvoiceService.register.
  @Column({ type: 'varchar', nullable: true, insert: false, update: false }) irn: string | null;
  @Column({ name: 'irn_ack_no', type: 'varchar', nullable: true, insert: false, update: false }) irnAckNo: string | null;
  @Column({ name: 'irn_ack_date', type: 'timestamptz', nullable: true, insert: false, update: false }) irnAckDate: Date | null;
  @Column({ name: 'irn_signed_qr', type: 'text', nullable: true, insert: false, update: false }) irnSignedQr: string | null;
}
