import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A person the company presents (spec 2.13), contact details masked by default. */
@Entity('personal_profiles')
export class PersonalProfileEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'name_title' }) nameTitle: string;
  @Column() name: string;
  @Column() title: string;
  @Column() email: string;
  @Column() phone: string;
  @Column() country: string;
  @Column() city: string;
  @Column({ name: 'email_masked' }) emailMasked: boolean;
  @Column({ name: 'phone_masked' }) phoneMasked: boolean;
  @Column({ type: 'varchar', nullable: true }) url: string | null;
  @Column({ type: 'varchar', nullable: true }) about: string | null;
  @Column({ type: 'text', array: true }) skills: string[];
  @Column({ type: 'varchar', nullable: true }) icon: string | null;
  @Column({ name: 'created_by', type: 'bigint', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, update: false }) updatedAt: Date;
}
