import type { EntityManager } from 'typeorm';
import { tenantStorage } from '../../../core/tenancy/tenant-context.js';
import type { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { callOutcome, UsageLogWriter, type ApiCallRecord } from './usage-log-writer.js';

/** A platform runner whose "database" records each statement, and fails while `down` is set. */
function fakeRunner() {
  const statements: { text: string; params: unknown[] }[] = [];
  const state = { down: false };
  const manager = {
    queryRunner: {
      query: async (text: string, params: unknown[]) => {
        if (state.down) throw new Error('connection refused');
        statements.push({ text, params });
        return { records: [], affected: 0 };
      },
    },
  } as unknown as EntityManager;
  const runner = {
    runAsPlatform: <T>(fn: (m: EntityManager) => Promise<T>) => tenantStorage.run({ companyId: null, platform: true, manager }, () => fn(manager)),
  } as unknown as TenantRunner;
  return { runner, statements, state };
}

const call = (n: number): ApiCallRecord => ({
  companyId: 7, apiKeyId: 3, appId: 7, clientIp: `203.0.113.${n}`, status: 200, outcome: 'BILLABLE', message: 'Success', durationMs: 4, bytes: 900, at: new Date(),
});

/** The rows of the batch a statement wrote (its client-address column). */
const addresses = (s: { params: unknown[] }) => s.params[3] as string[];

describe('UsageLogWriter (the /api/v1 call log and meter)', () => {
  it('writes every buffered call in one statement that also adds to the monthly meter', async () => {
    const { runner, statements } = fakeRunner();
    const writer = new UsageLogWriter(runner);
    for (let i = 1; i <= 250; i++) writer.add(call(i));
    expect(statements).toHaveLength(0); // nothing on the request path
    await writer.flush();
    expect(statements).toHaveLength(1);
    expect(statements[0].text).toMatch(/INSERT INTO api_logs[\s\S]*INSERT INTO api_usage_monthly/);
    expect(addresses(statements[0])).toHaveLength(250);
    await writer.flush();
    expect(statements).toHaveLength(1); // an empty buffer writes nothing
  });

  it('meters only served calls: the monthly meter counts BILLABLE rows, the daily one every outcome', async () => {
    const { runner, statements } = fakeRunner();
    const writer = new UsageLogWriter(runner);
    writer.add(call(1));
    writer.add({ ...call(2), status: 429, outcome: 'RATE_LIMITED', message: 'Too many requests' });
    await writer.flush();
    expect(statements[0].text).toMatch(/INSERT INTO api_usage_daily[\s\S]*INSERT INTO api_usage_monthly[\s\S]*WHERE outcome = 'BILLABLE'/);
    expect(statements[0].params[9]).toEqual(['BILLABLE', 'RATE_LIMITED']);
  });

  it('classifies answers: 2xx of a charged operation is billable; refusals, failures and free operations are not', () => {
    expect(callOutcome(200, true)).toBe('BILLABLE');
    expect(callOutcome(201, true)).toBe('BILLABLE');
    expect(callOutcome(200, false)).toBe('FREE_OPERATION');
    expect(callOutcome(400, true)).toBe('INVALID_INPUT');
    expect(callOutcome(413, true)).toBe('INVALID_INPUT');
    expect(callOutcome(401, true)).toBe('KEY_REFUSED');
    expect(callOutcome(403, true)).toBe('FORBIDDEN');
    expect(callOutcome(404, true)).toBe('NOT_FOUND');
    expect(callOutcome(429, true)).toBe('RATE_LIMITED');
    expect(callOutcome(503, true)).toBe('SERVER_ERROR');
  });

  it('keeps the rows of a failed flush for the next one, in order, with what came meanwhile', async () => {
    const { runner, statements, state } = fakeRunner();
    const writer = new UsageLogWriter(runner);
    writer.add(call(1));
    writer.add(call(2));
    state.down = true;
    await writer.flush();
    writer.add(call(3));
    state.down = false;
    await writer.flush();
    expect(statements.map(addresses)).toEqual([['203.0.113.1', '203.0.113.2', '203.0.113.3']]);
  });

  it('flushes on its own every FLUSH_MS (a crash loses at most that), and what is left at shutdown', async () => {
    expect(UsageLogWriter.FLUSH_MS).toBeLessThanOrEqual(1000);
    const { runner, statements } = fakeRunner();
    const writer = new UsageLogWriter(runner);
    writer.onModuleInit();
    try {
      writer.add(call(1));
      // No flush() call: the writer's own timer writes it (waited for generously; a busy machine delays timers).
      for (let i = 0; i < 60 && statements.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(statements.map(addresses)).toEqual([['203.0.113.1']]);
      writer.add(call(2));
    } finally {
      await writer.onApplicationShutdown();
    }
    expect(statements.map(addresses)).toEqual([['203.0.113.1'], ['203.0.113.2']]);
  });

  it('bounds its memory during a long outage by dropping the oldest rows', async () => {
    const { runner, statements, state } = fakeRunner();
    const writer = new UsageLogWriter(runner);
    state.down = true;
    for (let i = 0; i < UsageLogWriter.MAX_BUFFER + 10; i++) writer.add(call(i % 250));
    await writer.flush();
    state.down = false;
    await writer.flush();
    expect(addresses(statements[0])).toHaveLength(UsageLogWriter.MAX_BUFFER);
  });
});
