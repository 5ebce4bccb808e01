import { RenderScheduler, renderShares, type RenderTenant } from './render-scheduler.js';

const A: RenderTenant = { companyId: 1, apiKeyId: 11 };
const A2: RenderTenant = { companyId: 1, apiKeyId: 12 };
const B: RenderTenant = { companyId: 2, apiKeyId: 21 };

/** Acquires and records when each one starts (or is refused). */
function track(scheduler: RenderScheduler) {
  const started: string[] = [];
  const refused: string[] = [];
  const take = (name: string, tenant: RenderTenant | null) =>
    scheduler.acquire(tenant).then(() => void started.push(name), (e: Error) => void refused.push(`${name}: ${e.message}`));
  return { started, refused, take };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('render scheduler: each company gets at most half the renderer', () => {
  it('derives the shares from the pool and queue sizes', () => {
    expect(renderShares(2, 16)).toEqual({ slots: 2, queueMax: 16, companySlots: 1, companyQueue: 8, keySlots: 1, keyQueue: 4 });
    expect(renderShares(4, 16)).toMatchObject({ companySlots: 2, keySlots: 2 });
    expect(renderShares(1, 0)).toMatchObject({ companySlots: 1, companyQueue: 0, keyQueue: 0 });
  });

  it('keeps a slot for another company while one company floods the queue', async () => {
    const s = new RenderScheduler(renderShares(2, 16));
    const t = track(s);
    for (let i = 0; i < 18; i += 1) void t.take(`A${i}`, A);
    await settle();
    expect(t.started).toEqual(['A0']); // one slot of two
    expect(t.refused).toHaveLength(13); // 4 wait (the key's share); the rest are refused
    expect(t.refused[0]).toBe('A5: Too many documents from this API key at once: at most 1 rendering and 4 waiting. Try again in 5 seconds.');
    await t.take('B0', B);
    expect(t.started).toEqual(['A0', 'B0']);
    s.release(A);
    await settle();
    expect(t.started).toEqual(['A0', 'B0', 'A1']);
  });

  it('bounds a company\'s queue across its keys, and the whole queue', async () => {
    const s = new RenderScheduler(renderShares(2, 6));
    const t = track(s);
    await t.take('A-run', A);
    for (const [i, k] of [A, A, A2].entries()) void t.take(`A${i}`, k); // share: 3 waiting, 2 per key
    void t.take('A-over', A2);
    await settle();
    expect(t.refused).toEqual(['A-over: Too many documents from this company at once: at most 1 rendering and 3 waiting. Try again in 4 seconds.']);
    await t.take('B-run', B);
    for (let i = 0; i < 3; i += 1) void t.take(`B${i}`, { companyId: 3 + i, apiKeyId: null });
    await settle();
    expect(t.started).toEqual(['A-run', 'B-run']);
    await t.take('C-last', { companyId: 9, apiKeyId: 9 });
    expect(t.refused.at(-1)).toMatch(/^C-last: The PDF service is busy\. Try again in \d+ seconds?\.$/);
  });

  it('starts the provider\'s own documents before any waiting tenant document', async () => {
    const s = new RenderScheduler(renderShares(2, 16));
    const t = track(s);
    await t.take('A-run', A);
    await t.take('B-run', B);
    void t.take('C-wait', { companyId: 3, apiKeyId: 31 });
    void t.take('invoice', null);
    await settle();
    s.release(A);
    await settle();
    expect(t.started).toEqual(['A-run', 'B-run', 'invoice']);
    s.release(null);
    await settle();
    expect(t.started.at(-1)).toBe('C-wait');
  });

  it('refuses everyone waiting at shutdown', async () => {
    const s = new RenderScheduler(renderShares(1, 4));
    const t = track(s);
    await t.take('A-run', A);
    void t.take('B-wait', B);
    void t.take('internal-wait', null);
    await settle();
    s.rejectWaiting();
    await settle();
    expect(t.refused.sort()).toEqual(['B-wait: The PDF renderer is shutting down', 'internal-wait: The PDF renderer is shutting down']);
  });
});
