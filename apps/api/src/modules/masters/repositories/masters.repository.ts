import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, select } from '../../../core/database/typed-select.js';

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

const c = columnsOf('countries', 'c');
const COUNTRIES = select<CountryRow>({ id: c.id, name: c.name }, 'FROM countries c ORDER BY c.name');
const st = columnsOf('states', 's');
const STATE = select<StateRow>({ id: st.id, name: st.name, countryId: st.country_id, gstCode: st.gst_code, legacy: st.legacy }, 'FROM states s');

/** Countries and states are platform reference data (no company_id, no RLS). */
@Injectable()
export class MastersRepository {
  async countries(): Promise<CountryRow[]> {
    return (await sql(COUNTRIES)).rows;
  }

  async states(countryId: number): Promise<StateRow[]> {
    return (await sql(STATE.and('WHERE s.country_id = $1 AND NOT s.legacy ORDER BY s.name'), [countryId])).rows;
  }

  async countryExists(id: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM countries WHERE id = $1`, [id])).rows.length > 0;
  }

  async state(id: number): Promise<StateRow | null> {
    const { rows } = await sql(STATE.and('WHERE s.id = $1'), [id]);
    return rows[0] ?? null;
  }
}
