import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A product category with the GST defaults its products inherit. Numerics stay decimal strings. */
@Entity('categories')
export class CategoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ type: 'varchar', nullable: true }) description: string | null;
  @Column({ name: 'tax_percent', type: 'numeric', nullable: true }) taxPercent: string | null;
  @Column({ type: 'varchar', nullable: true }) hsn: string | null;
  @Column({ name: 'cess_applicable' }) cessApplicable: boolean;
  @Column({ name: 'cess_type', type: 'varchar' }) cessType: string;
  @Column({ name: 'cess_value', type: 'numeric' }) cessValue: string;
}
