import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

/**
 * Inventory's column of the per-company `trade_settings` row: whether stock may go negative. The row's GST
 * columns (state_id, composition) belong to the companies module's GST profile; each side writes only its own.
 */
@Injectable()
export class TradeSettingsRepository {
  async allowNegativeStock(companyId: number): Promise<boolean | null> {
    const { rows } = await sql<{ allowNegativeStock: boolean }>(
      `SELECT allow_negative_stock AS "allowNegativeStock" FROM trade_settings WHERE company_id = $1`,
      [companyId],
    );
    return rows[0]?.allowNegativeStock ?? null;
  }

  async saveAllowNegativeStock(companyId: number, allow: boolean): Promise<void> {
    await sql(
      `INSERT INTO trade_settings (company_id, allow_negative_stock) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET allow_negative_stock = EXCLUDED.allow_negative_stock`,
      [companyId, allow],
    );
  }
}
