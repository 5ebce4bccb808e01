import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A financial year: at most one active per company, never overlapping another, lockable. */
@Entity('financial_years')
export class FinancialYearEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ name: 'start_date', type: 'date' }) startDate: string;
  @Column({ name: 'end_date', type: 'date' }) endDate: string;
  @Column({ name: 'is_active' }) isActive: boolean;
  @Column({ name: 'is_locked' }) isLocked: boolean;
  @Column({ name: 'locked_at', type: 'timestamptz', nullable: true }) lockedAt: Date | null;
  @Column({ name: 'locked_by', type: 'bigint', nullable: true }) lockedBy: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, update: false }) updatedAt: Date;
}
