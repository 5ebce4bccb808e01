import type { TestingModule } from '@nestjs/testing';
import { JobExecutor } from '../../src/core/queue/job-executor.js';
import { JobHandlerConfigurationError, UnknownJobError } from '../../src/core/queue/job-handler-registry.js';
import { JobHandler, type JobHandlerFor } from '../../src/core/queue/job-handler.js';
import { deriveJobId } from '../../src/core/queue/job-ids.js';
import { InvalidJobError, JobQueue, type JobStatus } from '../../src/core/queue/job-queue.js';
import { JobWorkers } from '../../src/core/queue/job-workers.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import {
  AttemptProbe,
  CapturingLogger,
  setUpQueueTestEnv,
  STANDARD_HANDLERS,
  waitFor,
  type BackendKind,
  type EffectPayload,
  type QueueTestEnv,
} from './queue-test-kit.js';

@JobHandler('test.dup')
class DuplicateOne implements JobHandlerFor {
  async handle(): Promise<void> {}
}

@JobHandler('test.dup')
class DuplicateTwo implements JobHandlerFor {
  async handle(): Promise<void> {}
}

interface EffectRow {
  job: string;
  tag: string;
  job_id: string;
  attempt: number;
  company_setting: string | null;
  platform_setting: string | null;
}

/** The same behaviour, asserted on each backend (Redis and BullMQ's PostgreSQL backend). */
export function describeQueueBackend(kind: BackendKind): void {
  describe(`core/queue on ${kind}`, () => {
    let env: QueueTestEnv;
    let moduleRef: TestingModule;
    let queue: JobQueue;
    let logger: CapturingLogger;

    const effects = async (where: string, params: unknown[]): Promise<EffectRow[]> =>
      (await env.sql.query<EffectRow>(`SELECT job, tag, job_id, attempt, company_setting, platform_setting FROM queue_test_effects WHERE ${where} ORDER BY id`, params)).rows;
    const executions = async (name: string, key: string) =>
      (await env.sql.query<{ company_id: string | null }>(`SELECT company_id FROM job_executions WHERE job_name = $1 AND idempotency_key = $2`, [name, key])).rows;
    const finished = (jobId: string) =>
      waitFor<JobStatus>(`job ${jobId} to finish`, async () => {
        const s = await queue.status(jobId);
        return s && (s.state === 'completed' || s.state === 'failed') ? s : undefined;
      });

    beforeAll(async () => {
      env = await setUpQueueTestEnv(kind);
      logger = new CapturingLogger();
      moduleRef = await env.compile(STANDARD_HANDLERS, logger);
      await moduleRef.init();
      queue = moduleRef.get(JobQueue);
      await moduleRef.get(JobWorkers).startWorkers();
    });

    afterAll(async () => {
      try {
        await moduleRef?.close();
      } finally {
        await env?.teardown();
      }
    });

    it(`reports health ok on the ${kind} backend`, async () => {
      await expect(queue.health()).resolves.toEqual({ backend: kind, ok: true });
    });

    it('refuses unknown job names and malformed jobs', async () => {
      await expect(queue.enqueue('test.nobody', { companyId: 1 }, { idempotencyKey: 'k' })).rejects.toThrow(UnknownJobError);
      await expect(queue.schedule('test.nobody', 'sched', { everyMs: 1000 }, { companyId: null })).rejects.toThrow(UnknownJobError);
      await expect(queue.enqueue('test.record', { tag: 'x' } as unknown as EffectPayload, { idempotencyKey: 'k' })).rejects.toThrow(InvalidJobError);
      await expect(queue.enqueue('test.record', { companyId: 0, tag: 'x' }, { idempotencyKey: 'k' })).rejects.toThrow(InvalidJobError);
      await expect(queue.enqueue('test.record', { companyId: 1, tag: 'x' }, { idempotencyKey: '' })).rejects.toThrow(/idempotencyKey/);
      await expect(queue.schedule('test.tick', 'both', { everyMs: 10, pattern: '* * * * *' }, { companyId: null })).rejects.toThrow(InvalidJobError);
    });

    it("runs a company job once per idempotency key, in that company's RLS context", async () => {
      const payload: EffectPayload = { companyId: 7, tag: 'once' };
      const [first, second] = await Promise.all([
        queue.enqueue('test.record', payload, { idempotencyKey: 'invoice-7-2026-11' }),
        queue.enqueue('test.record', payload, { idempotencyKey: 'invoice-7-2026-11' }),
      ]);
      expect(first).toBe(deriveJobId('test.record', 'invoice-7-2026-11'));
      expect(second).toBe(first);
      expect(await finished(first)).toMatchObject({ state: 'completed', outcome: 'done' });
      // Enqueued again after completion: BullMQ still holds the id, so nothing new is queued.
      await expect(queue.enqueue('test.record', payload, { idempotencyKey: 'invoice-7-2026-11' })).resolves.toBe(first);
      expect(await queue.status(first)).toMatchObject({ state: 'completed', attemptsMade: 1 });

      const rows = await effects(`tag = $1`, ['once']);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ company_setting: '7', platform_setting: 'off', attempt: 1, job_id: first });
      expect(await executions('test.record', 'invoice-7-2026-11')).toEqual([{ company_id: '7' }]);
    });

    it('skips a job whose key is already in job_executions (BullMQ has forgotten it)', async () => {
      // What happens when the same key is processed again after BullMQ removed the finished job:
      // the executor sees the committed key row and does not run the handler.
      const job = { id: 'test.record.replayed', name: 'test.record', attemptsMade: 0, data: { payload: { companyId: 7, tag: 'once' }, idempotencyKey: 'invoice-7-2026-11' } };
      await expect(moduleRef.get(JobExecutor).execute(job)).resolves.toBe('skipped');
      expect(await effects(`tag = $1`, ['once'])).toHaveLength(1);
    });

    it('queues many jobs at once, each run once, and a second fan-out with the same keys adds nothing', async () => {
      const jobs = [11, 12, 13].map((companyId) => ({ payload: { companyId, tag: 'fan-out' }, idempotencyKey: `fan-${companyId}` }));
      await queue.enqueueMany<EffectPayload>('test.record', jobs);
      await queue.enqueueMany<EffectPayload>('test.record', jobs);
      for (const j of jobs) expect(await finished(deriveJobId('test.record', j.idempotencyKey))).toMatchObject({ state: 'completed' });
      const rows = await effects(`tag = $1`, ['fan-out']);
      expect(rows.map((r) => r.company_setting).sort()).toEqual(['11', '12', '13']);
      await expect(queue.enqueueMany('test.record', [{ payload: { companyId: 0, tag: 'x' }, idempotencyKey: 'bad' }])).rejects.toThrow(InvalidJobError);
    });

    it('runs platform jobs (companyId null) in the platform context', async () => {
      const jobId = await queue.enqueue('test.record', { companyId: null, tag: 'platform' }, { idempotencyKey: 'platform-1' });
      expect(await finished(jobId)).toMatchObject({ state: 'completed' });
      const [row] = await effects(`tag = $1`, ['platform']);
      expect(row).toMatchObject({ company_setting: '', platform_setting: 'on' });
      expect(await executions('test.record', 'platform-1')).toEqual([{ company_id: null }]);
    });

    describe('afterCommit: jobs queued by a change', () => {
      const inTransaction = <T>(fn: () => Promise<T>) => moduleRef.get(TenantRunner).runAsCompany(6, fn);

      it('runs a job queued in a transaction that commits', async () => {
        const jobId = await inTransaction(() => queue.afterCommit('test.record', { companyId: 6, tag: 'ac-commit' }, { idempotencyKey: 'ac-commit' }));
        expect(await finished(jobId)).toMatchObject({ state: 'completed', outcome: 'done' });
        expect(await effects(`tag = $1`, ['ac-commit'])).toEqual([expect.objectContaining({ company_setting: '6' })]);
      });

      it('never runs a job queued in a transaction that rolls back, and the key stays free for a later change', async () => {
        let jobId = '';
        await expect(inTransaction(async () => {
          jobId = await queue.afterCommit('test.record', { companyId: 6, tag: 'ac-rollback' }, { idempotencyKey: 'ac-rollback' });
          throw new Error('the change failed');
        })).rejects.toThrow('the change failed');
        expect(await finished(jobId)).toMatchObject({ state: 'completed', outcome: 'skipped' });
        expect(await effects(`tag = $1`, ['ac-rollback'])).toEqual([]);
        expect(await executions('test.record', 'ac-rollback')).toEqual([]);

        const again = await inTransaction(() => queue.afterCommit('test.record', { companyId: 6, tag: 'ac-rollback' }, { idempotencyKey: 'ac-rollback' }));
        expect(again).not.toBe(jobId);
        expect(await finished(again)).toMatchObject({ state: 'completed', outcome: 'done' });
        expect(await effects(`tag = $1`, ['ac-rollback'])).toHaveLength(1);
      });

      it('waits for a transaction still open when the job reaches the worker, then runs it once', async () => {
        const jobId = await inTransaction(async () => {
          const id = await queue.afterCommit('test.record', { companyId: 6, tag: 'ac-open' }, { idempotencyKey: 'ac-open', attempts: 20, backoffMs: 20 });
          // Hold the transaction open until the worker has tried the job and put it back for a retry.
          await waitFor('an attempt refused while the transaction is open', async () =>
            logger.lines.find((l) => l.includes(`id=${id}`) && l.includes('failed, will retry: QueuingTransactionOpen')));
          expect(await effects(`tag = $1`, ['ac-open'])).toEqual([]);
          return id;
        });
        const status = await finished(jobId);
        expect(status).toMatchObject({ state: 'completed', outcome: 'done' });
        expect(status.attemptsMade).toBeGreaterThanOrEqual(1);
        expect(await effects(`tag = $1`, ['ac-open'])).toHaveLength(1);
      });

      it('outside any transaction queues at once, like enqueue', async () => {
        const jobId = await queue.afterCommit('test.record', { companyId: 6, tag: 'ac-plain' }, { idempotencyKey: 'ac-plain' });
        expect(jobId).toBe(deriveJobId('test.record', 'ac-plain'));
        expect(await finished(jobId)).toMatchObject({ state: 'completed', outcome: 'done' });
      });
    });

    it("rolls back the handler's writes and the idempotency key when the handler throws", async () => {
      const jobId = await queue.enqueue('test.explode', { companyId: 3, tag: 'rollback' }, { idempotencyKey: 'boom-1', attempts: 1 });
      expect(await finished(jobId)).toMatchObject({ state: 'failed', attemptsMade: 1, failedReason: 'exploded after writing' });
      expect(await effects(`tag = $1`, ['rollback'])).toEqual([]);
      expect(await executions('test.explode', 'boom-1')).toEqual([]);
      // The worker logs right after BullMQ records the failure; wait for the line rather than race it.
      await waitFor('the final failure log line', async () =>
        logger.lines.find((l) => l.startsWith('error') && l.includes(`job test.explode id=${jobId} attempt=1/1 company=3 failed for good: Error: exploded after writing`)),
      );
    });

    it('retries a failing job with backoff until it succeeds, keeping only the successful attempt', async () => {
      const payload: EffectPayload = { companyId: 4, tag: 'flaky', failTimes: 2, secret: 'do-not-log-me' };
      const jobId = await queue.enqueue('test.flaky', payload, { idempotencyKey: 'flaky-1', attempts: 5, backoffMs: 20 });
      expect(await finished(jobId)).toMatchObject({ state: 'completed', attemptsMade: 3, outcome: 'done' });
      expect(moduleRef.get(AttemptProbe).attempts.get('flaky')).toEqual([1, 2, 3]);
      // Attempts 1 and 2 wrote a row too, but their transactions rolled back.
      expect(await effects(`tag = $1`, ['flaky'])).toEqual([expect.objectContaining({ attempt: 3, company_setting: '4' })]);
      expect(await executions('test.flaky', 'flaky-1')).toHaveLength(1);
      const retries = await waitFor('two retry log lines', async () => {
        const lines = logger.lines.filter((l) => l.includes(`id=${jobId}`) && l.includes('failed, will retry'));
        return lines.length >= 2 ? lines : undefined;
      });
      expect(retries).toHaveLength(2);
      expect(retries[0]).toMatch(/^warn .*attempt=1\/5 company=4 failed, will retry: Error: planned failure on attempt 1/);
      expect(logger.lines.join('\n')).not.toContain('do-not-log-me');
    });

    it('runs a repeatable job on every interval, each iteration with its own key', async () => {
      await queue.schedule('test.tick', `tick-${kind}`, { everyMs: 200 }, { companyId: 5, tag: 'tick' });
      // Upserting the same scheduler again replaces it (safe on every start).
      await queue.schedule('test.tick', `tick-${kind}`, { everyMs: 200 }, { companyId: 5, tag: 'tick' });
      const rows = await waitFor('two runs of the repeatable job', async () => {
        const r = await effects(`job = 'test.tick'`, []);
        return r.length >= 2 ? r : undefined;
      });
      await expect(queue.unschedule(`tick-${kind}`)).resolves.toBe(true);
      expect(new Set(rows.map((r) => r.job_id)).size).toBe(rows.length);
      expect(rows.every((r) => r.company_setting === '5')).toBe(true);
      const keys = await env.sql.query(`SELECT idempotency_key FROM job_executions WHERE job_name = 'test.tick'`);
      expect(keys.rows.length).toBeGreaterThanOrEqual(2);
      expect(keys.rows.every((r) => String(r.idempotency_key).startsWith('scheduled:'))).toBe(true);
    });

    it('refuses to start when two providers handle the same job name', async () => {
      const broken = await env.compile([DuplicateOne, DuplicateTwo], new CapturingLogger());
      try {
        const init = broken.init();
        await expect(init).rejects.toThrow(JobHandlerConfigurationError);
        await expect(init).rejects.toThrow(/job "test.dup" has 2 handlers \(TestJobsModule.DuplicateOne, TestJobsModule.DuplicateTwo\)/);
        await expect(broken.get(JobWorkers).startWorkers()).rejects.toThrow(JobHandlerConfigurationError);
      } finally {
        await broken.close().catch(() => undefined);
      }
    });
  });
}
