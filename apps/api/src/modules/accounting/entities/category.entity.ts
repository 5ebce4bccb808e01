import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Shared shape of expense and income categories; each maps to the ledger account it posts to. */
abstract class CategoryColumns {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ type: 'varchar', nullable: true }) description: string | null;
  @Column({ name: 'account_id', type: 'bigint' }) accountId: string;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, update: false }) updatedAt: Date;
}

@Entity('expense_categories')
export class ExpenseCategoryEntity extends CategoryColumns {}

@Entity('income_categories')
export class IncomeCategoryEntity extends CategoryColumns {}
