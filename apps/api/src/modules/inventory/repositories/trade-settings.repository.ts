import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface TradeSettingsRow {
  stateId: number | null;
  allowNegativeStock: boolean;
  composition: boolean;
}

@Injectable()
export class TradeSettingsRepository {
  async find(companyId: number): Promise<TradeSettingsRow | null> {
    const { rows } = await sql<TradeSettingsRow>(
      `SELECT state_id AS "stateId", allow_negative_stock AS "allowNegativeStock", composition FROM trade_settings WHERE company_id = $1`,
      [companyId],
    );
    return rows[0] ?? null;
  }

  async upsert(companyId: number, settings: TradeSettingsRow): Promise<void> {
    await sql(
      `INSERT INTO trade_settings (company_id, state_id, allow_negative_stock, composition) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET state_id = EXCLUDED.state_id, allow_negative_stock = EXCLUDED.allow_negative_stock,
         composition = EXCLUDED.composition`,
      [companyId, settings.stateId, settings.allowNegativeStock, settings.composition],
    );
  }
}
