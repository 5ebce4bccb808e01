import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface CountryRow {
  id: number;
  name: string;
}

export interface StateRow {
  id: number;
  name: string;
  countryId: number;
  gstCode: string;
  legacy: boolean;
}

/** Countries and states are platform reference data (no company_id, no RLS). */
@Injectable()
export class MastersRepository {
  async countries(): Promise<CountryRow[]> {
    return (await sql<CountryRow>(`SELECT id, name FROM countries ORDER BY name`)).rows;
  }

  async states(countryId: number): Promise<StateRow[]> {
    return (await sql<StateRow>(
      `SELECT id, name, country_id AS "countryId", gst_code AS "gstCode", legacy
         FROM states WHERE country_id = $1 AND NOT legacy ORDER BY name`,
      [countryId],
    )).rows;
  }

  async countryExists(id: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM countries WHERE id = $1`, [id])).rows.length > 0;
  }

  async state(id: number): Promise<StateRow | null> {
    const { rows } = await sql<StateRow>(
      `SELECT id, name, country_id AS "countryId", gst_code AS "gstCode", legacy FROM states WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
