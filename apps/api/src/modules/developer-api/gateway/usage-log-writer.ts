import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';

export interface ApiCallRecord {
  companyId: number;
  apiKeyId: number;
  appId: number;
  clientIp: string | null;
  status: number;
  message: string;
  durationMs: number;
  bytes: number;
  at: Date;
}

/**
 * The /api/v1 call log and monthly meter, written off the request path: calls are buffered and flushed
 * once a second (and at shutdown) in ONE statement that inserts the rows and adds them to
 * api_usage_monthly, so a crash loses at most the last second. A failed flush keeps its rows for the next.
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
           INSERT INTO api_logs (company_id, api_key_id, app_id, client_ip, status, message, duration_ms, bytes, created_at)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::varchar[], $5::smallint[], $6::varchar[], $7::int[], $8::int[], $9::timestamptz[])
           RETURNING company_id, app_id, created_at)
         INSERT INTO api_usage_monthly AS u (company_id, app_id, month, calls)
         SELECT company_id, app_id, date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM ins GROUP BY 1, 2, 3
         ON CONFLICT (company_id, app_id, month) DO UPDATE SET calls = u.calls + EXCLUDED.calls`,
        [col('companyId'), col('apiKeyId'), col('appId'), col('clientIp'), col('status'),
          batch.map((r) => r.message.slice(0, 200)), col('durationMs'), col('bytes'), col('at')],
      );
    });
  }
}
