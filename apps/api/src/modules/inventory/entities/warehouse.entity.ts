import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stock location. Exactly one per company is the default (database-enforced). */
@Entity('warehouses')
export class WarehouseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ type: 'varchar', nullable: true }) address: string | null;
  @Column({ type: 'varchar', nullable: true }) city: string | null;
  @Column({ name: 'state_id', type: 'int', nullable: true }) stateId: number | null;
  @Column({ name: 'country_id', type: 'int' }) countryId: number;
  @Column({ type: 'varchar', nullable: true }) pincode: string | null;
  @Column({ name: 'is_default' }) isDefault: boolean;
  @Column({ name: 'geo_location', type: 'varchar', nullable: true }) geoLocation: string | null;
}
