import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

export interface ResetTokenRow {
  id: number;
  userId: number;
  companyId: number;
  expiresAt: Date;
  usedAt: Date | null;
  /** RESET (forgot password, 30 minutes) or INVITE (a new user's first password, 72 hours). */
  purpose: 'RESET' | 'INVITE';
}

const TOKEN = storedColumns('password_reset_tokens', ['id', 'user_id', 'company_id', 'expires_at', 'used_at', 'purpose']);

@Injectable()
export class ResetTokensRepository {
  async insert(companyId: number, userId: number, tokenHash: string, expiresAt: Date, purpose: 'RESET' | 'INVITE' = 'RESET'): Promise<void> {
    // A new link replaces any earlier unused one.
    await sql(
      `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await sql(
      `INSERT INTO password_reset_tokens (company_id, user_id, token_hash, expires_at, purpose) VALUES ($1, $2, $3, $4, $5)`,
      [companyId, userId, tokenHash, expiresAt, purpose],
    );
  }

  async findByHash(tokenHash: string): Promise<ResetTokenRow | null> {
    const { rows } = await sql(TOKEN.select(`FROM password_reset_tokens WHERE token_hash = $1`), [tokenHash]);
    const r = rows[0];
    return r ? { id: Number(r.id), userId: Number(r.user_id), companyId: Number(r.company_id), expiresAt: new Date(r.expires_at), usedAt: r.used_at, purpose: r.purpose } : null;
  }

  /** Single use: only the first of two concurrent resets gets true. */
  async markUsed(id: number): Promise<boolean> {
    const { affected } = await sql(
      `UPDATE password_reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()`, [id]);
    return affected === 1;
  }
}
