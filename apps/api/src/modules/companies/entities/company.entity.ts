import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A tenant. Pending verification until the provider activates it (activatedAt set, active true). */
@Entity('companies')
export class CompanyEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() name: string;
  @Column() address: string;
  @Column({ name: 'contact_name' }) contactName: string;
  @Column({ name: 'contact_email' }) contactEmail: string;
  @Column({ name: 'contact_phone' }) contactPhone: string;
  @Column({ type: 'varchar', nullable: true }) gstin: string | null;
  @Column() active: boolean;
  @Column({ name: 'is_provider' }) isProvider: boolean;
  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true }) activatedAt: Date | null;
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true }) deactivatedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, update: false }) updatedAt: Date;
}
