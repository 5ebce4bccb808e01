import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern } from '../../../core/http/list-query.js';
import type { Tables } from '../../../core/database/schema.generated.js';
import { columnsOf, expr, jsonAs, select, TypedQuery } from '../../../core/database/typed-select.js';

/** An entry as stored, its before/after as the objects the trail wrote, and how many entries the filter finds. */
export type AuditRow = Pick<Tables['audit_log'], 'id' | 'created_at' | 'user_id' | 'user_name' | 'action' | 'record_type' | 'record_id' | 'client_address'> & {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: string;
};

const l = columnsOf('audit_log', 'audit_log');
const ENTRIES = select<AuditRow>(
  {
    id: l.id, created_at: l.created_at, user_id: l.user_id, user_name: l.user_name, action: l.action, record_type: l.record_type,
    record_id: l.record_id, before: jsonAs<Record<string, unknown> | null>(l.before), after: jsonAs<Record<string, unknown> | null>(l.after),
    client_address: l.client_address, total: expr<string>('count(*) OVER ()'),
  },
  `FROM audit_log
        WHERE company_id = $1
          AND ($2::bigint IS NULL OR user_id = $2)
          AND ($3::varchar IS NULL OR record_type = $3)
          AND ($4::varchar IS NULL OR action = $4)
          AND ($5::date IS NULL OR created_at >= ($5::date::timestamp AT TIME ZONE 'Asia/Kolkata'))
          AND ($6::date IS NULL OR created_at < (($6::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'))
          AND ($7::text IS NULL OR user_name ILIKE $7 OR record_type ILIKE $7 OR action ILIKE $7 OR record_id = $8
               OR client_address ILIKE $7)`,
);
// DISTINCT ON (each user's latest name) comes before the select list, which select() writes: the text is whole here.
const USERS = new TypedQuery<{ id: string; name: string | null }>(
  `SELECT DISTINCT ON (user_id) user_id AS id, user_name AS name FROM audit_log
        WHERE company_id = $1 AND user_id IS NOT NULL ORDER BY user_id, id DESC`,
);

export interface AuditFilter {
  search: string;
  userId?: number;
  recordType?: string;
  action?: string;
  /** yyyy-MM-dd, days in India Standard Time, both inclusive. */
  from?: string;
  to?: string;
}

export interface NewAuditRow {
  companyId: number;
  userId: number | null;
  userName: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
  clientAddress: string | null;
}

/** audit_log: the app role appends and reads, nothing else (migration 1767100000000). */
@Injectable()
export class AuditLogRepository {
  async insert(row: NewAuditRow): Promise<void> {
    // The user's name as it is now, as the triggers record it (a renamed user keeps the name the row was written with).
    await sql(
      `INSERT INTO audit_log (company_id, user_id, user_name, action, record_type, record_id, before, after, client_address)
       VALUES ($1, $2::bigint, COALESCE($3, (SELECT name FROM users WHERE id = $2::bigint)), $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
      [row.companyId, row.userId, row.userName, row.action, row.recordType, row.recordId,
        row.before === null || row.before === undefined ? null : JSON.stringify(row.before),
        row.after === null || row.after === undefined ? null : JSON.stringify(row.after), row.clientAddress],
    );
  }

  async list(companyId: number, filter: AuditFilter, page: { size: number; offset: number; direction: 'ASC' | 'DESC' }): Promise<AuditRow[]> {
    const search = filter.search ? likePattern(filter.search) : null;
    const { rows } = await sql(
      ENTRIES.and(`ORDER BY id ${page.direction === 'ASC' ? 'ASC' : 'DESC'} LIMIT $9 OFFSET $10`),
      [companyId, filter.userId ?? null, filter.recordType ?? null, filter.action ?? null, filter.from ?? null, filter.to ?? null,
        search, filter.search || null, page.size, page.offset],
    );
    return rows;
  }

  /** The people who appear in the company's trail (the Activity page's user filter), by name. */
  async users(companyId: number): Promise<{ id: string; name: string | null }[]> {
    const { rows } = await sql(USERS, [companyId]);
    return rows;
  }
}
