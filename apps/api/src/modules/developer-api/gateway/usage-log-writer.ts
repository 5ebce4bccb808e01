import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';

/**
 * Why a logged call is not billed; BILLABLE when it is. Only a 2xx answer with the service's result is
 * charged: bad input (400, 413, 415, 422), a refused or deactivated key (401), not subscribed or an inactive
 * company (403), not found (404), the rate limit (429), our own failure (5xx) and operations that are never
 * charged (listing or deleting stored faces) are logged and shown, not billed.
 */
export const CALL_OUTCOMES = [
  'BILLABLE', 'INVALID_INPUT', 'KEY_REFUSED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'SERVER_ERROR', 'FREE_OPERATION', 'OTHER',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export function callOutcome(status: number, billableOperation: boolean): CallOutcome {
  if (status >= 200 && status < 300) return billableOperation ? 'BILLABLE' : 'FREE_OPERATION';
  if (status === 401) return 'KEY_REFUSED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  if (status >= 400) return 'INVALID_INPUT';
  return 'OTHER';
}

export interface ApiCallRecord {
  companyId: number;
  apiKeyId: number;
  appId: number;
  clientIp: string | null;
  status: number;
  outcome: CallOutcome;
  message: string;
  durationMs: number;
  bytes: number;
  at: Date;
}

/**
 * The /api/v1 call log and meters, written off the request path: calls are buffered and flushed once a
 * second (and at shutdown) in ONE statement that inserts the rows, adds every call to api_usage_daily (per
 * day, key, service and outcome) and the billable ones to api_usage_monthly (what the invoice bills), so a
 * crash loses at most the last second. A failed flush keeps its rows for the next.
 */
@Injectable()
export class UsageLogWriter implements OnModuleInit, OnApplicationShutdown {
  static readonly FLUSH_MS = 1000;
  /** Beyond this, during a database outage, the oldest rows are dropped rather than the process's memory. */
  static readonly MAX_BUFFER = 100_000;
  private readonly logger = new Logger('UsageLogWriter');
  private buffer: ApiCallRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;

  constructor(private readonly runner: TenantRunner) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), UsageLogWriter.FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  add(record: ApiCallRecord): void {
    this.buffer.push(record);
    if (this.buffer.length > UsageLogWriter.MAX_BUFFER) this.buffer.splice(0, this.buffer.length - UsageLogWriter.MAX_BUFFER);
  }

  /** Writes everything buffered so far; concurrent callers wait for the same flush. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.write(batch)
      .catch((err: Error) => {
        this.logger.warn(`API call log flush failed (${batch.length} rows kept for the next try): ${err.message}`);
        this.buffer = batch.concat(this.buffer);
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  private write(batch: ApiCallRecord[]): Promise<void> {
    const col = <K extends keyof ApiCallRecord>(k: K) => batch.map((r) => r[k]);
    return this.runner.runAsPlatform(async () => {
      await sql(
        `WITH ins AS (
           INSERT INTO api_logs (company_id, api_key_id, app_id, client_ip, status, message, duration_ms, bytes, created_at, billable, unbilled_reason)
           SELECT t.company_id, t.api_key_id, t.app_id, t.client_ip, t.status, t.message, t.duration_ms, t.bytes, t.created_at,
                  t.outcome = 'BILLABLE', NULLIF(t.outcome, 'BILLABLE')
             FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::varchar[], $5::smallint[], $6::varchar[], $7::int[], $8::int[], $9::timestamptz[], $10::varchar[])
                  AS t(company_id, api_key_id, app_id, client_ip, status, message, duration_ms, bytes, created_at, outcome)
           RETURNING company_id, api_key_id, app_id, created_at, COALESCE(unbilled_reason, 'BILLABLE') AS outcome),
         daily AS (
           INSERT INTO api_usage_daily AS d (company_id, day, app_id, api_key_id, outcome, calls)
           SELECT company_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, app_id, COALESCE(api_key_id, 0), outcome, count(*) FROM ins GROUP BY 1, 2, 3, 4, 5
           ON CONFLICT (company_id, day, app_id, api_key_id, outcome) DO UPDATE SET calls = d.calls + EXCLUDED.calls)
         INSERT INTO api_usage_monthly AS u (company_id, app_id, month, calls)
         SELECT company_id, app_id, date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM ins WHERE outcome = 'BILLABLE' GROUP BY 1, 2, 3
         ON CONFLICT (company_id, app_id, month) DO UPDATE SET calls = u.calls + EXCLUDED.calls`,
        [col('companyId'), col('apiKeyId'), col('appId'), col('clientIp'), col('status'),
          batch.map((r) => r.message.slice(0, 200)), col('durationMs'), col('bytes'), col('at'), col('outcome')],
      );
    });
  }
}
