import { Injectable } from '@nestjs/common';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { columnsOf, expr, int, returning, select } from '../../../core/database/typed-select.js';
import type { TransporterView } from '../dtos/transporter.dtos.js';

const SORTABLE: Record<string, string> = { id: 't.id', name: 'lower(t.name)', transportMode: 't.transport_mode', distanceKm: 't.distance_km' };
export const TRANSPORTER_SORTABLE = Object.keys(SORTABLE);

const t = columnsOf('transporters', 't');
const TRANSPORTER = select<TransporterView>({
  id: int(t.id), name: t.name, transporterGstin: t.transporter_gstin, transportMode: t.transport_mode, vehicleNo: t.vehicle_no, distanceKm: t.distance_km,
}, 'FROM transporters t');
const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, 'FROM transporters t');
const INSERT = returning<{ id: number }>(
  `INSERT INTO transporters AS t (company_id, name, transporter_gstin, transport_mode, vehicle_no, distance_km, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  { id: int(t.id) },
);

export type TransporterFields = Omit<TransporterView, 'id'>;

@Injectable()
export class TransportersRepository {
  async find(id: number): Promise<TransporterView | null> {
    return (await sql(TRANSPORTER.and('WHERE t.company_id = $1 AND t.id = $2'), [currentCompanyId(), id])).rows[0] ?? null;
  }

  async nameTaken(name: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM transporters WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [currentCompanyId(), name, exceptId])).rows.length > 0;
  }

  async insert(t: TransporterFields, userId: number): Promise<number> {
    const { rows } = await sql(INSERT, [currentCompanyId(), t.name, t.transporterGstin, t.transportMode, t.vehicleNo, t.distanceKm, userId]);
    return rows[0].id;
  }

  async update(id: number, t: TransporterFields): Promise<void> {
    await sql(
      `UPDATE transporters SET name = $3, transporter_gstin = $4, transport_mode = $5, vehicle_no = $6, distance_km = $7, updated_at = now()
        WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, t.name, t.transporterGstin, t.transportMode, t.vehicleNo, t.distanceKm],
    );
  }

  async remove(id: number): Promise<boolean> {
    return (await sql(`DELETE FROM transporters WHERE company_id = $1 AND id = $2`, [currentCompanyId(), id])).affected > 0;
  }

  async list(query: ListQuery): Promise<[TransporterView[], number]> {
    const params: unknown[] = [currentCompanyId()];
    let filter = 't.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      filter += ' AND (t.name ILIKE $2 OR t.transporter_gstin ILIKE $2 OR t.vehicle_no ILIKE $2)';
    }
    const total = (await sql(COUNT.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(
      TRANSPORTER.and(`WHERE ${filter} ORDER BY ${SORTABLE[query.sortBy] ?? 'lower(t.name)'} ${query.sortDirection}, t.id DESC LIMIT ${query.size} OFFSET ${query.offset}`),
      params,
    )).rows;
    return [rows, total];
  }
}
