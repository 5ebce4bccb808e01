import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, countOf, expr, int, select } from '../../../core/database/typed-select.js';

export const API_LOG_SORTABLE = ['createdOn'] as const;

export interface ApiLogRow {
  id: number;
  appId: number;
  clientip: string;
  createdOn: Date;
  message: string;
  status: number;
  durationMs: number;
  billable: boolean | null;
  unbilledReason: string | null;
}

const l = columnsOf('api_logs', 'api_logs');
const LOG = select<ApiLogRow>(
  {
    id: int(l.id), appId: l.app_id, clientip: expr<string>(`COALESCE(${l.client_ip.sql}, '')`), createdOn: l.created_at, message: l.message,
    status: l.status, durationMs: l.duration_ms, billable: l.billable, unbilledReason: l.unbilled_reason,
  },
  'FROM api_logs',
);

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class ApiLogsRepository {
  /**
   * One company's calls in [from, to), newest first. The order (created_at, id) matches the index
   * api_logs_company_time_idx (or the per-app one), so a page is an index range scan however large the table.
   */
  async page(companyId: number, filter: { appId: number; from: Date; to: Date }, query: ListQuery): Promise<{ rows: ApiLogRow[]; total: number }> {
    const params: unknown[] = [companyId, filter.from, filter.to];
    let where = `company_id = $1 AND created_at >= $2 AND created_at < $3`;
    if (filter.appId) {
      params.push(filter.appId);
      where += ` AND app_id = $${params.length}`;
    }
    if (query.search) {
      params.push(like(query.search));
      where += ` AND (message ILIKE $${params.length} OR client_ip ILIKE $${params.length})`;
    }
    const dir = query.sortDirection;
    const countParams = [...params];
    params.push(query.size, query.offset);
    const [rows, count] = await Promise.all([
      sql(LOG.and(`WHERE ${where} ORDER BY created_at ${dir}, id ${dir} LIMIT $${params.length - 1} OFFSET $${params.length}`), params),
      sql(countOf(`FROM api_logs WHERE ${where}`), countParams),
    ]);
    return { rows: rows.rows, total: count.rows[0].n };
  }

  /** Calls per India-time day and app in [from, to), for the dashboard chart. */
  async perDay(companyId: number, from: Date, to: Date): Promise<{ day: string; appId: number; calls: number }[]> {
    const { rows } = await sql<{ day: string; appId: number; calls: number }>(
      `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, app_id AS "appId", count(*)::int AS calls
         FROM api_logs WHERE company_id = $1 AND created_at >= $2 AND created_at < $3
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [companyId, from, to],
    );
    return rows;
  }
}
