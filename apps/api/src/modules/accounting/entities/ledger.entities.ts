import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The double-entry ledger. Append-only (database triggers refuse UPDATE and DELETE); a journal's lines
 * balance (deferred constraint trigger). Written with raw SQL by JournalsRepository; mapped here for
 * completeness and ad-hoc reads.
 */
@Entity('journals')
export class JournalEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'group_transaction_id' }) groupTransactionId: string;
  @Column({ name: 'transaction_date', type: 'date' }) transactionDate: string;
  @Column() remark: string;
  @Column({ name: 'reference_module' }) referenceModule: string;
  @Column({ name: 'reference_id', type: 'bigint' }) referenceId: string;
  @Column({ name: 'reverses_journal_id', type: 'bigint', nullable: true }) reversesJournalId: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
}

@Entity('journal_lines')
export class JournalLineEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'journal_id', type: 'bigint' }) journalId: string;
  @Column({ name: 'account_id', type: 'bigint' }) accountId: string;
  @Column({ name: 'transaction_date', type: 'date' }) transactionDate: string;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) debit: string;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) credit: string;
}

/** One entry of a record's history (GET /transaction/history). Append-only. */
@Entity('transaction_history')
export class TransactionHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'reference_module' }) referenceModule: string;
  @Column({ name: 'reference_id', type: 'bigint' }) referenceId: string;
  @Column() remark: string;
  @Column({ name: 'transaction_date', type: 'date', nullable: true }) transactionDate: string | null;
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true }) amount: string | null;
  @Column({ name: 'group_transaction_id', type: 'varchar', nullable: true }) groupTransactionId: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_by_name' }) createdByName: string;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
}
