import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, select } from '../../../core/database/typed-select.js';

export interface ShareLinkRow {
  companyId: number;
  invoiceId: number;
  expiresAt: Date;
}

const l = columnsOf('sale_invoice_share_links', 'l');
const LIVE = select<ShareLinkRow>(
  { companyId: int(l.company_id), invoiceId: int(l.invoice_id), expiresAt: l.expires_at },
  'FROM sale_invoice_share_links l WHERE l.token_hash = $1 AND l.revoked_at IS NULL AND l.expires_at > now()',
);

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
    return (await sql(LIVE, [tokenHash])).rows[0] ?? null;
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
