import { BadRequestException, Injectable } from '@nestjs/common';
import type { ListQuery, Paged } from '../../../core/http/list-query.js';
import { paged } from '../../../core/http/list-query.js';
import { requestOrigin } from '../../../core/tenancy/request-origin.js';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { AuditLogRepository, type AuditFilter } from '../repositories/audit-log.repository.js';

/** What the application writes itself; CREATE, UPDATE and DELETE of records come from the triggers. */
export type AuditAction = 'LOGIN' | 'LOGIN_FAILED' | 'LOGOUT' | 'SESSION_END' | 'EXPORT';
export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGIN_FAILED', 'LOGOUT', 'SESSION_END', 'EXPORT'] as const;

export interface AuditEntry {
  action: AuditAction;
  /** What it concerns: 'session', 'user', or the export's name ('expense', 'attendance', 'gstr1'...). */
  recordType: string;
  recordId?: string | number | null;
  /** For exports, the filters the file was made with; for sessions, the device. */
  details?: Record<string, unknown> | null;
  /** Defaults: the unit of work's company and user. Login names them (its unit of work has no user yet). */
  companyId?: number;
  userId?: number | null;
  userName?: string | null;
  /** Defaults to the current request's client address. */
  clientAddress?: string | null;
}

export interface AuditEntryView {
  id: number;
  createdAt: string;
  userId: number | null;
  userName: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  clientAddress: string | null;
}

export const AUDIT_MESSAGES = {
  fetched: 'Activity fetched successfully',
  from: 'from must be a date (yyyy-MM-dd)',
  to: 'to must be a date (yyyy-MM-dd)',
  range: 'from must not be after to',
  recordType: 'recordType must be a record type such as expense or sale_invoice',
  action: `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_TYPE = /^[a-z][a-z0-9_]{0,59}$/;

function validDate(value: string | undefined, message: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new BadRequestException(message);
  return value;
}

/**
 * Writes the rows the application itself knows about, in the caller's transaction (so an export that fails,
 * or a login whose session is not stored, leaves none), and reads the company's trail.
 */
@Injectable()
export class AuditTrailService {
  constructor(private readonly log: AuditLogRepository) {}

  async record(entry: AuditEntry): Promise<void> {
    const scope = tenantStorage.current();
    await this.log.insert({
      companyId: entry.companyId ?? currentCompanyId(),
      userId: entry.userId === undefined ? scope?.userId ?? null : entry.userId,
      userName: entry.userName ?? null,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      before: null,
      after: entry.details ?? null,
      clientAddress: (entry.clientAddress ?? requestOrigin.current()?.clientAddress ?? null)?.slice(0, 64) || null,
    });
  }

  async list(
    query: ListQuery,
    raw: { userId?: number; recordType?: string; action?: string; from?: string; to?: string },
  ): Promise<Paged<AuditEntryView>> {
    const filter: AuditFilter = {
      search: query.search,
      userId: raw.userId,
      from: validDate(raw.from, AUDIT_MESSAGES.from),
      to: validDate(raw.to, AUDIT_MESSAGES.to),
    };
    if (filter.from && filter.to && filter.from > filter.to) throw new BadRequestException(AUDIT_MESSAGES.range);
    if (raw.recordType !== undefined && raw.recordType !== '') {
      if (!RECORD_TYPE.test(raw.recordType)) throw new BadRequestException(AUDIT_MESSAGES.recordType);
      filter.recordType = raw.recordType;
    }
    if (raw.action !== undefined && raw.action !== '') {
      const action = raw.action.toUpperCase();
      if (!(AUDIT_ACTIONS as readonly string[]).includes(action)) throw new BadRequestException(AUDIT_MESSAGES.action);
      filter.action = action;
    }
    const rows = await this.log.list(currentCompanyId(), filter, { size: query.size, offset: query.offset, direction: query.sortDirection });
    const list = rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      userId: r.user_id === null ? null : Number(r.user_id),
      userName: r.user_name,
      action: r.action,
      recordType: r.record_type,
      recordId: r.record_id,
      before: r.before,
      after: r.after,
      clientAddress: r.client_address,
    }));
    return paged(list, rows.length ? Number(rows[0].total) : 0, query);
  }

  async users(): Promise<{ id: number; name: string }[]> {
    const rows = await this.log.users(currentCompanyId());
    return rows.map((r) => ({ id: Number(r.id), name: r.name ?? `User ${r.id}` })).sort((a, b) => a.name.localeCompare(b.name));
  }
}
