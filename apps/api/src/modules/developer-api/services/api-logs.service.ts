import { BadRequestException, Injectable } from '@nestjs/common';
import { paged, type ListQuery } from '../../../core/http/list-query.js';
import { API_APPS, API_LOG_MESSAGES as M, type ApiLogFilter } from '../dtos/api-log.dtos.js';
import { ApiLogsRepository } from '../repositories/api-logs.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** India has one time zone and no daylight saving: a calendar day starts at 00:00 +05:30. */
const IST = '+05:30';

/** The /logs page and the dashboard's calls-per-day chart, over the gateway's call log. */
@Injectable()
export class ApiLogsService {
  constructor(private readonly logs: ApiLogsRepository) {}

  async list(filter: ApiLogFilter, query: ListQuery) {
    const companyId = currentCompanyId();
    const range = dayRange(filter.fromDate, filter.toDate);
    const { rows, total } = await this.logs.page(companyId, { appId: filter.appId ?? 0, ...range }, query);
    return paged(rows.map((r) => ({ ...r, appName: API_APPS[r.appId] ?? `App ${r.appId}` })), total, query);
  }

  async perDay(filter: ApiLogFilter) {
    const companyId = currentCompanyId();
    const range = dayRange(filter.fromDate, filter.toDate);
    return (await this.logs.perDay(companyId, range.from, range.to))
      .map((r) => ({ ...r, appName: API_APPS[r.appId] ?? `App ${r.appId}` }));
  }
}

/** [from 00:00, day after `to` 00:00) in India time; defaults to the current month. */
export function dayRange(fromDate?: string, toDate?: string, now = new Date()): { from: Date; to: Date } {
  const today = new Date(now.getTime() + 330 * 60_000);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const first = fromDate ?? iso(new Date(Date.UTC(y, m, 1)));
  const last = toDate ?? iso(new Date(Date.UTC(y, m + 1, 0)));
  if (first > last) throw new BadRequestException(M.range);
  const from = new Date(`${first}T00:00:00${IST}`);
  const to = new Date(new Date(`${last}T00:00:00${IST}`).getTime() + 86_400_000);
  if (to.getTime() - from.getTime() > 366 * 86_400_000) throw new BadRequestException(M.tooLong);
  return { from, to };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
