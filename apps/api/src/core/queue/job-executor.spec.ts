import type { EntityManager } from 'typeorm';
import type { TenantRunner } from '../tenancy/tenant-runner.js';
import { JobExecutor } from './job-executor.js';
import type { JobHandlerRegistry } from './job-handler-registry.js';
import { UnknownJobError } from './job-handler-registry.js';
import type { JobContext, JobHandlerFor, JobPayload } from './job-handler.js';

/** An in-memory stand-in for the job_executions unique constraint and the tenant runner. */
function fakes() {
  const keys = new Set<string>();
  const scopes: (number | null)[] = [];
  const manager = {
    query: async (_sql: string, [name, key]: [string, string]) => {
      const k = `${name}\0${key}`;
      if (keys.has(k)) return [];
      keys.add(k);
      return [{ id: keys.size }];
    },
  } as unknown as EntityManager;
  const tenants = {
    runAsCompany: async <T>(companyId: number, fn: (m: EntityManager) => Promise<T>) => (scopes.push(companyId), fn(manager)),
    runAsPlatform: async <T>(fn: (m: EntityManager) => Promise<T>) => (scopes.push(null), fn(manager)),
  } as unknown as TenantRunner;
  return { keys, scopes, manager, tenants };
}

function registryOf(handlers: Record<string, JobHandlerFor>): JobHandlerRegistry {
  return {
    get: (name: string) => {
      if (!handlers[name]) throw new UnknownJobError(name);
      return handlers[name];
    },
  } as unknown as JobHandlerRegistry;
}

describe('JobExecutor', () => {
  it('runs the handler once per idempotency key, in the payload company, with the same manager', async () => {
    const f = fakes();
    const calls: { payload: JobPayload; ctx: JobContext }[] = [];
    const executor = new JobExecutor(registryOf({ a: { handle: async (payload, ctx) => void calls.push({ payload, ctx }) } }), f.tenants);
    const job = { id: 'a.1', name: 'a', attemptsMade: 0, data: { payload: { companyId: 7 }, idempotencyKey: 'k1' } };
    await expect(executor.execute(job)).resolves.toBe('done');
    await expect(executor.execute({ ...job, attemptsMade: 1 })).resolves.toBe('skipped');
    expect(calls).toHaveLength(1);
    expect(calls[0].ctx).toMatchObject({ jobId: 'a.1', attempt: 1 });
    expect(calls[0].ctx.manager).toBe(f.manager);
    expect(f.scopes).toEqual([7, 7]);
  });

  it('uses the platform context for companyId null and the iteration id for scheduled jobs', async () => {
    const f = fakes();
    const executor = new JobExecutor(registryOf({ s: { handle: async () => undefined } }), f.tenants);
    await executor.execute({ id: 'repeat:s:1', name: 's', attemptsMade: 0, data: { payload: { companyId: null }, idempotencyKey: null } });
    expect(f.scopes).toEqual([null]);
    expect([...f.keys]).toEqual(['s\0scheduled:repeat:s:1']);
  });

  it('fails for good (no retry) on unknown names and payloads without a company id', async () => {
    const f = fakes();
    const executor = new JobExecutor(registryOf({ a: { handle: async () => undefined } }), f.tenants);
    await expect(
      executor.execute({ id: 'x', name: 'nope', attemptsMade: 0, data: { payload: { companyId: 1 }, idempotencyKey: 'k' } }),
    ).rejects.toMatchObject({ name: 'UnrecoverableError' });
    await expect(
      executor.execute({ id: 'x', name: 'a', attemptsMade: 0, data: { payload: {} as JobPayload, idempotencyKey: 'k' } }),
    ).rejects.toMatchObject({ name: 'UnrecoverableError' });
    expect(f.scopes).toEqual([]);
  });

  it('propagates handler errors so the transaction rolls back and BullMQ retries', async () => {
    const f = fakes();
    const executor = new JobExecutor(registryOf({ a: { handle: async () => Promise.reject(new Error('boom')) } }), f.tenants);
    await expect(
      executor.execute({ id: 'a.2', name: 'a', attemptsMade: 2, data: { payload: { companyId: 3 }, idempotencyKey: 'k' } }),
    ).rejects.toThrow('boom');
  });
});
