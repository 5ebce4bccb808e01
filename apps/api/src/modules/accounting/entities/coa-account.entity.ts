import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A chart-of-accounts entry. account_type is always derived from account_sub_type (and checked by the database). */
@Entity('coa_accounts')
export class CoaAccountEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ name: 'account_type' }) accountType: string;
  @Column({ name: 'account_sub_type' }) accountSubType: string;
  @Column({ name: 'parent_id', type: 'bigint', nullable: true }) parentId: string | null;
  @Column({ name: 'bank_name', type: 'varchar', nullable: true }) bankName: string | null;
  @Column({ name: 'account_number', type: 'varchar', nullable: true }) accountNumber: string | null;
  @Column({ name: 'ifsc_code', type: 'varchar', nullable: true }) ifscCode: string | null;
  @Column({ name: 'branch_name', type: 'varchar', nullable: true }) branchName: string | null;
  @Column({ name: 'upi_id', type: 'varchar', nullable: true }) upiId: string | null;
  @Column({ name: 'system_code', type: 'varchar', nullable: true }) systemCode: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, update: false }) updatedAt: Date;
}
