import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An expense: posted as a journal (debit expense account, credit payment account). Soft-deleted. */
@Entity('expenses')
export class ExpenseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'expense_category_id', type: 'bigint' }) expenseCategoryId: string;
  @Column() title: string;
  @Column({ type: 'varchar', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) amount: string;
  @Column({ name: 'expense_date', type: 'date' }) expenseDate: string;
  @Column({ name: 'payment_account_id', type: 'bigint' }) paymentAccountId: string;
  @Column({ name: 'expense_account_id', type: 'bigint' }) expenseAccountId: string;
  @Column({ name: 'supplier_id', type: 'bigint', nullable: true }) supplierId: string | null;
  @Column({ name: 'attachment_path', type: 'varchar', nullable: true }) attachmentPath: string | null;
  @Column({ name: 'journal_id', type: 'bigint' }) journalId: string;
  @Column({ name: 'group_transaction_id' }) groupTransactionId: string;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

/** An income: posted as a journal (debit received-into account, credit income account). Soft-deleted. */
@Entity('incomes')
export class IncomeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'income_category_id', type: 'bigint' }) incomeCategoryId: string;
  @Column() title: string;
  @Column({ type: 'varchar', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) amount: string;
  @Column({ name: 'income_date', type: 'date' }) incomeDate: string;
  @Column({ name: 'received_into_account_id', type: 'bigint' }) receivedIntoAccountId: string;
  @Column({ name: 'income_account_id', type: 'bigint' }) incomeAccountId: string;
  @Column({ name: 'customer_id', type: 'bigint', nullable: true }) customerId: string | null;
  @Column({ name: 'attachment_path', type: 'varchar', nullable: true }) attachmentPath: string | null;
  @Column({ name: 'journal_id', type: 'bigint' }) journalId: string;
  @Column({ name: 'group_transaction_id' }) groupTransactionId: string;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

/** A file attached to an income or expense, stored under DATA_DIR/attachments/<companyId>/. */
@Entity('attachments')
export class AttachmentEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() module: string;
  @Column({ name: 'reference_id', type: 'bigint' }) referenceId: string;
  @Column({ name: 'file_name' }) fileName: string;
  @Column({ name: 'content_type' }) contentType: string;
  @Column({ name: 'size_bytes', type: 'integer' }) sizeBytes: number;
  @Column({ name: 'storage_key' }) storageKey: string;
  @Column() sha256: string;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name', type: 'varchar', nullable: true }) createdByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}
