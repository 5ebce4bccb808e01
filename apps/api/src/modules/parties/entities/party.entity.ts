import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Customers and suppliers have the same fields (spec: "same layout"); one table each. */
abstract class PartyColumns {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column() name: string;
  @Column({ name: 'contact_person', type: 'varchar', nullable: true }) contactPerson: string | null;
  @Column({ type: 'varchar', nullable: true }) email: string | null;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @Column({ name: 'address_line1', type: 'varchar', nullable: true }) addressLine1: string | null;
  @Column({ name: 'address_line2', type: 'varchar', nullable: true }) addressLine2: string | null;
  @Column({ type: 'varchar', nullable: true }) city: string | null;
  @Column({ name: 'state_id', type: 'int' }) stateId: number;
  @Column({ type: 'varchar', nullable: true }) pincode: string | null;
  @Column({ name: 'country_id', type: 'int' }) countryId: number;
  @Column({ type: 'varchar', nullable: true }) gstin: string | null;
  @Column({ name: 'pan_number', type: 'varchar', nullable: true }) panNumber: string | null;
  @Column({ name: 'registration_type', type: 'varchar' }) registrationType: string;
  @Column({ name: 'credit_limit', type: 'numeric' }) creditLimit: string;
}

@Entity('customers')
export class CustomerEntity extends PartyColumns {}

@Entity('suppliers')
export class SupplierEntity extends PartyColumns {}

export type PartyEntity = CustomerEntity | SupplierEntity;
