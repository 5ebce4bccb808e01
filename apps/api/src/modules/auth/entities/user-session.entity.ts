import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One login. The token's jti names it; logout and password changes revoke it on the server. */
@Entity('user_sessions')
export class UserSessionEntity {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'user_id', type: 'bigint' }) userId: string;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @Column({ type: 'varchar', nullable: true }) ip: string | null;
  @Column({ name: 'user_agent', type: 'varchar', nullable: true }) userAgent: string | null;
}
