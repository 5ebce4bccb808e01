import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { loadConfig } from '../../src/core/config/app-config.js';
import { DocumentsService, type RenderTenant } from '../../src/core/pdf/documents.service.js';
import { invoiceHtml, pdfInfo, pdfText } from './pdf-tools.js';

/**
 * Issue 24, item 4: one tenant's documents must not hold, crash or steer the shared renderer, and Chromium
 * must not see the API's secrets.
 */

function service(env: Record<string, string> = {}): DocumentsService {
  const docs = new DocumentsService(loadConfig({ NODE_ENV: 'test', ...env }));
  docs.onModuleInit();
  return docs;
}

const companyA: RenderTenant = { companyId: 1001, apiKeyId: 1 };
const companyB: RenderTenant = { companyId: 1002, apiKeyId: 2 };

/** Resolves once `count` documents have called arrive(). */
function rendezvous(count: number) {
  let open!: () => void;
  const all = new Promise<void>((r) => (open = r));
  let arrived = 0;
  return {
    all,
    arrive: () => {
      arrived += 1;
      if (arrived === count) open();
      return all;
    },
  };
}

/** Kills the page's browser (as a crash would) and waits until the pool's connection sees it gone. */
async function crashBrowserOf(page: Page): Promise<void> {
  const browser = page.browser();
  const gone = new Promise((r) => browser.once('disconnected', r));
  browser.process()?.kill('SIGKILL');
  await gone;
}

function waitDisconnected(page: Page): Promise<unknown> {
  const browser = page.browser();
  return browser.connected ? new Promise((r) => browser.once('disconnected', r)) : Promise.resolve();
}

describe('renderer containment: documents cannot hold or steer their page', () => {
  let docs: DocumentsService;
  beforeAll(() => {
    docs = service();
  });
  afterAll(async () => docs.onApplicationShutdown());

  it('dismisses alert, confirm and prompt at once: the document renders with the answers "no"', async () => {
    const html = `<html><body><p>before dialogs</p><script>
      alert('hold the page'); const c = confirm('continue?'); const p = prompt('name?', 'x');
      document.body.append('after dialogs confirm=' + c + ' prompt=' + p);
    </script></body></html>`;
    const { pdf } = await docs.renderPdf(html, { javascript: true });
    expect(pdfText(pdf)).toContain('after dialogs confirm=false prompt=null');
  });

  it.each([
    ['a meta refresh (scripts off)', '<html><head><meta http-equiv="refresh" content="0;url=https://example.com/next"></head><body><p>refresh</p></body></html>', false],
    ['a script setting location', '<html><body><p>script</p><script>location.href = "https://example.com/next";</script></body></html>', true],
    ['a script reloading', '<html><body><p>reload</p><script>location.reload();</script></body></html>', true],
  ])('answers 400 when the document navigates while rendering: %s', async (_name, html, javascript) => {
    await expect(docs.renderPdf(html, { javascript })).rejects.toMatchObject({
      status: 400, message: 'The document navigated away while rendering (a meta refresh or a script changing location): a document must not navigate',
    });
    expect(pdfText((await docs.renderPdf(invoiceHtml())).pdf)).toContain('Basmati Rice');
  });

  it('checks pageRanges against the page limit before printing anything (400 naming the limit)', async () => {
    const long = `<html><body>${'<p style="page-break-after: always">p</p>'.repeat(150)}</body></html>`;
    await expect(docs.renderPdf(long, { pageRanges: '1-150' })).rejects.toMatchObject({
      status: 400, message: 'Page limit exceeded: options.pageRanges may name pages 1 to 100 (the limit is 100 pages), not 150',
    });
    await expect(docs.renderPdf(long, { pageRanges: '2, 3000' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/the limit is 100 pages\), not 3000$/) });
    await expect(docs.renderPdf(long, { pageRanges: '3-1' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/"3-1" is not a range of pages/) });
    const within = await docs.renderPdf(long, { pageRanges: '99-100' });
    expect(pdfInfo(within.pdf).pages).toBe(2);
  });

  it('answers 400 (not 503) for pageRanges outside the document', async () => {
    await expect(docs.renderPdf(invoiceHtml(), { pageRanges: '5-6' })).rejects.toMatchObject({
      status: 400, message: 'options.pageRanges "5-6" names pages the document does not have',
    });
    expect((await docs.renderPdf(invoiceHtml(), { pageRanges: '1' })).pages).toBe(1);
  });
});

describe('renderer containment: what a document scheduled does not reach the next one', () => {
  it('cancels a delayed meta refresh before the page renders the next (another company\'s) document', async () => {
    const docs = service({ PDF_POOL_SIZE: '1' }); // one page: the next document reuses it
    try {
      const refreshing = '<html><head><meta http-equiv="refresh" content="1;url=https://example.com/later"></head><body><p>refresh later</p></body></html>';
      // Done before its refresh is due (200) or, on a very slow machine, caught by it (400): either way it is settled.
      await docs.renderPdf(refreshing, {}, { tenant: companyA }).catch((err: { status?: number }) => expect(err.status).toBe(400));
      let refreshDue!: () => void;
      const due = new Promise<void>((r) => (refreshDue = r));
      setTimeout(refreshDue, 1500);
      docs.testHooks.afterContent = () => due; // the next document is on the page when the refresh would fire
      const next = await docs.renderPdf(invoiceHtml('<p>Company B next</p>'), {}, { tenant: companyB });
      expect(pdfText(next.pdf)).toContain('Company B next');
    } finally {
      await docs.onApplicationShutdown();
    }
  });
});

describe('renderer containment: developer-API load does not starve the provider\'s own documents', () => {
  it('starts a billing invoice in the first free slot, before developer documents that waited longer', async () => {
    const docs = service({ PDF_POOL_SIZE: '2' });
    const started: string[] = [];
    let releaseA!: () => void;
    let releaseB!: () => void;
    const gates = new Map<string, Promise<void>>([
      ['Holder A', new Promise((r) => (releaseA = r))],
      ['Holder B', new Promise((r) => (releaseB = r))],
    ]);
    const holding = rendezvous(2);
    docs.testHooks.afterContent = async ({ html }) => {
      const name = /<p>(Holder A|Holder B|Waiting C|Tax invoice)<\/p>/.exec(html)?.[1] ?? 'other';
      started.push(name);
      const gate = gates.get(name);
      if (gate) {
        await holding.arrive();
        await gate;
      }
    };
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((r) => setTimeout(r, 20));
    };
    // Every render is settled before the renderer shuts down, whatever an assertion did: a rejection left for
    // later would surface in the next suite of this jest worker.
    const renders: Promise<unknown>[] = [];
    const render = (...args: Parameters<DocumentsService['renderPdf']>) => {
      const rendering = docs.renderPdf(...args);
      renders.push(rendering.catch(() => undefined));
      return rendering;
    };
    try {
      const a = render(invoiceHtml('<p>Holder A</p>'), {}, { tenant: companyA });
      const b = render(invoiceHtml('<p>Holder B</p>'), {}, { tenant: companyB });
      await holding.all; // both slots held by developer documents
      const c = render(invoiceHtml('<p>Waiting C</p>'), {}, { tenant: { companyId: 1003, apiKeyId: 3 } });
      await until(() => docs.poolStats().queued === 1);
      const invoice = render(invoiceHtml('<p>Tax invoice</p>')); // billing: no tenant
      await until(() => docs.poolStats().queued === 2);
      releaseA();
      expect(pdfText((await invoice).pdf)).toContain('Tax invoice');
      // The two holders start in either order (both were free to start at once); C still waits for a slot.
      expect([...started.slice(0, 2)].sort()).toEqual(['Holder A', 'Holder B']);
      expect(started.slice(2)).toEqual(['Tax invoice']);
      releaseB();
      await Promise.all([a, b, c]);
      expect(started.at(-1)).toBe('Waiting C');
    } finally {
      releaseA();
      releaseB();
      await Promise.all(renders);
      await docs.onApplicationShutdown();
    }
  });
});

describe('renderer containment: a crash fails only the document that causes it', () => {
  let docs: DocumentsService;
  beforeEach(() => {
    docs = service({ PDF_POOL_SIZE: '2' });
  });
  afterEach(async () => {
    docs.testHooks.afterContent = undefined;
    await docs.onApplicationShutdown();
  });

  it('retries once, on a fresh browser, the documents of two companies in flight when Chromium died', async () => {
    const meet = rendezvous(2);
    docs.testHooks.afterContent = async ({ page, html, attempt }) => {
      if (attempt.retry) return;
      await meet.arrive(); // both documents are on the browser now
      if (html.includes('Company A')) await crashBrowserOf(page);
      else await waitDisconnected(page);
    };
    const [a, b] = await Promise.all([
      docs.renderPdf(invoiceHtml('<p>Company A</p>'), {}, { tenant: companyA }),
      docs.renderPdf(invoiceHtml('<p>Company B</p>'), { javascript: true }, { tenant: companyB }),
    ]);
    expect(pdfText(a.pdf)).toContain('Company A');
    expect(pdfText(b.pdf)).toContain('Company B');
    expect(docs.poolStats().retries).toBe(2);
    docs.testHooks.afterContent = undefined;
    expect(pdfText((await docs.renderPdf(invoiceHtml('<p>after</p>'))).pdf)).toContain('after');
  });

  it('fails the document that crashes Chromium every time (422) and still renders the other company\'s', async () => {
    const meet = rendezvous(2);
    docs.testHooks.afterContent = async ({ page, html, attempt }) => {
      const crasher = html.includes('CRASHER');
      if (attempt.retry) {
        if (crasher) await crashBrowserOf(page);
        return;
      }
      await meet.arrive();
      if (crasher) await crashBrowserOf(page);
      else await waitDisconnected(page);
    };
    const [crasher, innocent] = await Promise.allSettled([
      docs.renderPdf(invoiceHtml('<p>CRASHER</p>'), { javascript: true }, { tenant: companyA }),
      docs.renderPdf(invoiceHtml('<p>Innocent B</p>'), {}, { tenant: companyB }),
    ]);
    expect(crasher).toMatchObject({
      status: 'rejected', reason: { status: 422, message: 'The document crashed the PDF renderer, also when rendered alone: it cannot be converted' },
    });
    expect(innocent.status).toBe('fulfilled');
    if (innocent.status === 'fulfilled') expect(pdfText(innocent.value.pdf)).toContain('Innocent B');
    docs.testHooks.afterContent = undefined;
    expect(pdfText((await docs.renderPdf(invoiceHtml('<p>next one</p>'))).pdf)).toContain('next one');
  });

  it('fails a document whose page crashes (422) without waiting for the time limit, and nothing else', async () => {
    const meet = rendezvous(2);
    docs.testHooks.afterContent = async ({ page, html, attempt }) => {
      if (!attempt.retry) await meet.arrive();
      if (html.includes('RENDERER-CRASH')) {
        const cdp = await page.createCDPSession();
        await cdp.send('Page.crash').catch(() => undefined); // answers only by the crash
      }
    };
    const [crasher, other] = await Promise.allSettled([
      docs.renderPdf(invoiceHtml('<p>RENDERER-CRASH</p>'), { javascript: true }, { tenant: companyA }),
      docs.renderPdf(invoiceHtml('<p>Company B page</p>'), {}, { tenant: companyB }),
    ]);
    expect(crasher).toMatchObject({ status: 'rejected', reason: { status: 422, message: expect.stringMatching(/crashed the PDF renderer/) } });
    expect(other.status).toBe('fulfilled');
    expect(docs.poolStats().retries).toBe(1); // only the crashing document was tried again
  });
});

describe('renderer containment: Chromium sees none of the API\'s secrets', () => {
  const planted = { JWT_SECRET: 'renderer-test-jwt-secret', DATABASE_URL: 'postgres://owner:owner-pw@db/bizdesk', API_KEY_ENCRYPTION_KEY: 'renderer-test-key' };
  const saved: Record<string, string | undefined> = {};
  let docs: DocumentsService;
  beforeAll(() => {
    for (const [k, v] of Object.entries(planted)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    docs = service();
  });
  afterAll(async () => {
    await docs.onApplicationShutdown();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('starts Chromium with the allow-listed environment only, and without --no-sandbox unless running as root', async () => {
    await docs.renderPdf(invoiceHtml());
    const pid = docs.poolStats().pid!;
    const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').filter(Boolean);
    const names = environ.map((entry) => entry.slice(0, entry.indexOf('=')));
    // Debian's /usr/bin/chromium is a shell script that adds its own (CHROME_WRAPPER, its public GOOGLE_API_KEY,
    // the shell's PWD): of the API's variables, only the allow-listed ones may arrive.
    const fromApi = names.filter((n) => n in process.env && !['PWD', 'SHLVL', '_'].includes(n));
    expect(fromApi.filter((n) => !/^(PATH|HOME|TMPDIR|LANG|LANGUAGE|TZ|FONTCONFIG_FILE|FONTCONFIG_PATH|XDG_DATA_DIRS|LC_[A-Z_]+)$/.test(n))).toEqual([]);
    expect(names).not.toEqual(expect.arrayContaining(['JWT_SECRET']));
    expect(environ.join('\n')).not.toMatch(/renderer-test|owner-pw/);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
    expect(cmdline.includes('--no-sandbox')).toBe(process.getuid!() === 0);
  });
});
