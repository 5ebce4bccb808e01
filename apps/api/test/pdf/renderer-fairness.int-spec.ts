import { DocumentsService } from '../../src/core/pdf/documents.service.js';
import { createKey } from '../developer-api/gateway-fixtures.js';
import { activeCompany, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { invoiceHtml, pdfText } from './pdf-tools.js';

/**
 * Issue 24, item 4: 18 alert() documents from one key held both render slots and the queue for 3 minutes;
 * other companies got 429, then waited 165 s. Now a company renders on at most half the slots, waits in a
 * bounded share of the queue, and dialogs are dismissed at once.
 */

let t: TestApp;
let docs: DocumentsService;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await startTestApp(); // the default renderer: 2 slots, 16 waiting
  docs = t.app.get(DocumentsService);
  const a = await activeCompany(t.http);
  const b = await activeCompany(t.http);
  await subscribe(t.http, a, 1);
  await subscribe(t.http, b, 1);
  keyA = (await createKey(t.http, a)).key;
  keyB = (await createKey(t.http, b)).key;
});
afterAll(async () => t.close());

type BinaryParser = Parameters<ReturnType<TestApp['http']['post']>['parse']>[0];
const binary: BinaryParser = (res, callback) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const post = (key: string, body: unknown) =>
  t.http.post('/api/v1/html-to-pdf').set('X-API-Key', key).send(body as object).buffer(true).parse(binary);

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 25));
}

const alertDocument = (i: number) => ({
  html: `<html><body><p>document ${i}</p><script>alert('hold the renderer ${i}'); document.body.append('after alert ${i}');</script></body></html>`,
  options: { javascript: true },
});

describe('the renderer is shared fairly between companies', () => {
  it('renders company B\'s document at once while company A floods the renderer with 18 alert() documents', async () => {
    const shares = docs.poolStats().shares;
    expect(shares).toMatchObject({ slots: 2, companySlots: 1 });
    let answeredA = 0;
    const flood = Array.from({ length: 18 }, (_, i) => post(keyA, alertDocument(i)).then((res) => {
      answeredA += 1;
      return res;
    }));
    // Every one of A's 18 requests has been answered or is in the renderer (rendering or waiting).
    await until(() => {
      const { busy, queued } = docs.poolStats();
      return answeredA + busy + queued === 18;
    });

    // The bound is 10 s; a render here takes well under one.
    const b = await post(keyB, { html: invoiceHtml('<p>Company B invoice</p>') }).timeout(10_000);
    expect(b.status).toBe(200);
    expect(pdfText(b.body as Buffer)).toContain('Company B invoice');

    const answers = await Promise.all(flood);
    const rendered = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 429);
    expect(rendered.length + refused.length).toBe(18);
    // A's share: one rendering and four waiting for its key; each rendered one had its alert dismissed.
    expect(rendered.length).toBeGreaterThanOrEqual(1 + shares.keyQueue);
    for (const res of rendered) expect(pdfText(res.body as Buffer)).toMatch(/after alert \d+/);
    for (const res of refused) {
      const body = JSON.parse((res.body as Buffer).toString('utf8')) as { message: string };
      expect(body.message).toMatch(/^Too many documents from this (company|API key) at once: at most 1 rendering and \d+ waiting\. Try again in \d+ seconds?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 400 for pageRanges past the page limit or outside the document, and for a document that navigates', async () => {
    const pages = await post(keyA, { html: '<p>short</p>', options: { pageRanges: '1-3000' } }).expect(400);
    expect(JSON.parse((pages.body as Buffer).toString('utf8')).message).toBe('Page limit exceeded: options.pageRanges may name pages 1 to 100 (the limit is 100 pages), not 3000');
    const outside = await post(keyA, { html: '<p>short</p>', options: { pageRanges: '2-3' } }).expect(400);
    expect(JSON.parse((outside.body as Buffer).toString('utf8')).message).toBe('options.pageRanges "2-3" names pages the document does not have');
    const refresh = await post(keyA, { html: '<html><head><meta http-equiv="refresh" content="0;url=https://example.com/"></head><body>x</body></html>' }).expect(400);
    expect(JSON.parse((refresh.body as Buffer).toString('utf8')).message).toMatch(/^The document navigated away while rendering/);
  });
});
