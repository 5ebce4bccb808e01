import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

const ALLOW_NEGATIVE_STOCK = storedColumns('trade_settings', ['allow_negative_stock']).select('FROM trade_settings WHERE company_id = $1');

/**
 * Inventory's column of the per-company `trade_settings` row: whether stock may go negative. The row's GST
 * columns (state_id, composition) belong to the companies module's GST profile; each side writes only its own.
 */
@Injectable()
export class TradeSettingsRepository {
  async allowNegativeStock(companyId: number): Promise<boolean | null> {
    const { rows } = await sql(ALLOW_NEGATIVE_STOCK, [companyId]);
    return rows[0]?.allow_negative_stock ?? null;
  }

  async saveAllowNegativeStock(companyId: number, allow: boolean): Promise<void> {
    await sql(
      `INSERT INTO trade_settings (company_id, allow_negative_stock) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET allow_negative_stock = EXCLUDED.allow_negative_stock`,
      [companyId, allow],
    );
  }
}
