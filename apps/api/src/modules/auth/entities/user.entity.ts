import type { CompanyRole } from '../../../core/tenancy/permissions.js';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type UserType = 'SUPER_ADMIN' | 'COMPANY_ADMIN' | 'STAFF';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'role_id', type: 'bigint', nullable: true }) roleId: string | null;
  @Column() email: string;
  @Column() name: string;
  @Column({ name: 'password_hash', select: false }) passwordHash: string;
  @Column({ type: 'varchar' }) type: UserType;
  @Column({ type: 'varchar' }) role: CompanyRole;
  @Column({ name: 'invited_at', type: 'timestamptz', nullable: true }) invitedAt: Date | null;
  @Column({ name: 'force_password_change' }) forcePasswordChange: boolean;
  @Column() active: boolean;
  @Column({ name: 'default_landing_page', type: 'varchar', nullable: true }) defaultLandingPage: string | null;
  @Column({ name: 'password_changed_at', type: 'timestamptz' }) passwordChangedAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
}
