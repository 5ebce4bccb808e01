import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface ShareLinkRow {
  companyId: number;
  invoiceId: number;
  expiresAt: Date;
}

/** sale_invoice_share_links: only the SHA-256 of a token is kept. */
@Injectable()
export class InvoiceShareLinksRepository {
  async insert(companyId: number, invoiceId: number, tokenHash: string, expiresAt: Date, userId: number | null): Promise<void> {
    await sql(
      `INSERT INTO sale_invoice_share_links (company_id, invoice_id, token_hash, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)`,
      [companyId, invoiceId, tokenHash, expiresAt, userId],
    );
  }

  /** A live link (not revoked, not expired), found by its hash. Runs in the platform context: the token names its company. */
  async findLive(tokenHash: string): Promise<ShareLinkRow | null> {
    const { rows } = await sql<{ companyId: string; invoiceId: string; expiresAt: Date }>(
      `SELECT company_id AS "companyId", invoice_id AS "invoiceId", expires_at AS "expiresAt"
         FROM sale_invoice_share_links WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    const row = rows[0];
    return row ? { companyId: Number(row.companyId), invoiceId: Number(row.invoiceId), expiresAt: row.expiresAt } : null;
  }

  async revokeAll(companyId: number, invoiceId: number): Promise<number> {
    const { affected } = await sql(
      `UPDATE sale_invoice_share_links SET revoked_at = now()
        WHERE company_id = $1 AND invoice_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [companyId, invoiceId],
    );
    return affected;
  }
}
