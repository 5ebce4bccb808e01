import { PUBLISHING_RETRY_MS } from '../services/certificate-issuer.js';
import { ChallengeTxtCache, TXT_CACHE_MS, type LabelTxt } from './challenge-txt-cache.js';

describe('ChallengeTxtCache', () => {
  let cache: ChallengeTxtCache;
  let now: number;
  let reads: number;
  let stored: LabelTxt;
  const load = async () => {
    reads += 1;
    return stored;
  };

  beforeEach(() => {
    cache = new ChallengeTxtCache();
    now = 5_000_000;
    cache.now = () => now;
    reads = 0;
    stored = { values: ['v1'] };
  });

  it('reuses a value for a short time, then reads again', async () => {
    expect(await cache.read('l', load)).toEqual({ values: ['v1'] });
    now += TXT_CACHE_MS - 1;
    expect(await cache.read('l', load)).toEqual({ values: ['v1'] });
    expect(reads).toBe(1);
    stored = { values: ['v2'] };
    now += 1;
    expect(await cache.read('l', load)).toEqual({ values: ['v2'] });
    expect(reads).toBe(2);
  });

  it('expires before the delegated renewal asks the CA to validate a value stored by another process', () => {
    expect(TXT_CACHE_MS).toBeLessThan(PUBLISHING_RETRY_MS);
  });

  it('never keeps a known label without a value: the value set next must be seen at once', async () => {
    stored = { values: [] };
    expect(await cache.read('l', load)).toEqual({ values: [] });
    stored = { values: ['fresh'] };
    expect(await cache.read('l', load)).toEqual({ values: ['fresh'] });
    expect(reads).toBe(2);
  });

  it('keeps unknown labels (NXDOMAIN) for the same short time', async () => {
    stored = undefined;
    await cache.read('x', load);
    await cache.read('x', load);
    expect(reads).toBe(1);
  });

  it('forget() drops values, and a read that began before it is not kept', async () => {
    await cache.read('l', load);
    stored = { values: ['v2'] };
    cache.forget();
    expect(await cache.read('l', load)).toEqual({ values: ['v2'] });

    let release!: () => void;
    const slow = () => new Promise<LabelTxt>((resolve) => (release = () => resolve({ values: ['old'] })));
    cache.forget();
    const pending = cache.read('l', slow);
    cache.forget(); // the new value committed while the old one was being read
    release();
    expect(await pending).toEqual({ values: ['old'] });
    stored = { values: ['new'] };
    expect(await cache.read('l', load)).toEqual({ values: ['new'] });
  });

  it('shares one read between concurrent questions for a label', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read('l', load)));
    expect(answers.every((a) => a?.values[0] === 'v1')).toBe(true);
    expect(reads).toBe(1);
  });
});
