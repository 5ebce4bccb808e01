import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, select } from '../../../core/database/typed-select.js';

export interface GstProfileRow {
  /** The GST state used while the company has no GSTIN. */
  stateId: number | null;
  /** A composition dealer (bills of supply, no input GST). */
  composition: boolean;
}

/**
 * The company's GST registration details besides its GSTIN (which is on the companies row). They sit in the
 * per-company `trade_settings` row, whose `state_id` and `composition` columns this repository owns; its
 * `allow_negative_stock` column belongs to inventory (docs/decisions.md, "Rooms"). Each side writes only its
 * own columns, so neither overwrites the other.
 */
const t = columnsOf('trade_settings', 'trade_settings');
const PROFILE = select<GstProfileRow>({ stateId: t.state_id, composition: t.composition }, 'FROM trade_settings WHERE company_id = $1');

@Injectable()
export class CompanyGstProfileRepository {
  async find(companyId: number): Promise<GstProfileRow | null> {
    const { rows } = await sql(PROFILE, [companyId]);
    return rows[0] ?? null;
  }

  async upsert(companyId: number, profile: GstProfileRow): Promise<void> {
    await sql(
      `INSERT INTO trade_settings (company_id, state_id, composition) VALUES ($1, $2, $3)
       ON CONFLICT (company_id) DO UPDATE SET state_id = EXCLUDED.state_id, composition = EXCLUDED.composition`,
      [companyId, profile.stateId, profile.composition],
    );
  }
}
