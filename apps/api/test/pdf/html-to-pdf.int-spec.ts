import { createKey } from '../developer-api/gateway-fixtures.js';
import { activeCompany, subscribe, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { invoiceHtml, pdfInfo, pdfText } from './pdf-tools.js';

let t: TestApp;
let company: Session;
let apiKey: Record<string, string>;
let other: Session;

beforeAll(async () => {
  // One page at a time and nobody waiting: the second concurrent request is refused (429).
  t = await startTestApp({ PDF_POOL_SIZE: '1', PDF_QUEUE_MAX: '0' });
  company = await activeCompany(t.http);
  await subscribe(t.http, company, 1);
  apiKey = { 'X-API-Key': (await createKey(t.http, company)).key };
  other = await activeCompany(t.http); // not subscribed to HTML To PDF
});
afterAll(async () => t.close());

type BinaryParser = Parameters<ReturnType<TestApp['http']['post']>['parse']>[0];

/** Collects the raw bytes of a response (supertest parses only text and JSON by itself). */
const binary: BinaryParser = (res, callback) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const post = (body: unknown) => t.http.post('/api/v1/html-to-pdf').set(apiKey).send(body as object).buffer(true).parse(binary);

describe('POST /api/v1/html-to-pdf', () => {
  it('answers a PDF of the JSON html with the filename, Indian scripts and the rupee sign readable', async () => {
    const res = await post({ html: invoiceHtml(), options: { filename: 'INV-2026-27-0042', format: 'A4' } }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-2026-27-0042.pdf"');
    const pdf = res.body as Buffer;
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1 });
    const text = pdfText(pdf);
    expect(text).toContain('धन्यवाद, आपका भुगतान प्राप्त हो गया है।');
    expect(text).toContain('₹1,312.50');
  });

  it('takes an uploaded .html file with options as a JSON field', async () => {
    const res = await t.http.post('/api/v1/html-to-pdf').set(apiKey)
      .attach('file', Buffer.from('<html><body><h1>Uploaded quotation</h1></body></html>'), { filename: 'quote.html', contentType: 'text/html' })
      .field('options', JSON.stringify({ format: 'A5', landscape: true }))
      .buffer(true).parse(binary).expect(200);
    expect(pdfInfo(res.body).pageSize).toMatch(/^595\.\d+ x 42\d pts \(A5\)/);
    expect(pdfText(res.body)).toContain('Uploaded quotation');
    const wrong = await t.http.post('/api/v1/html-to-pdf').set(apiKey)
      .attach('file', Buffer.from('GIF89a'), { filename: 'logo.gif', contentType: 'image/gif' }).expect(400);
    expect(wrong.body.message).toBe('The file must be an .html file');
  });

  it('names every exceeded limit and every bad option', async () => {
    const big = await t.http.post('/api/v1/html-to-pdf').set(apiKey).send({ html: 'x'.repeat(5 * 1024 * 1024 + 10) }).expect(413);
    expect(big.body.message).toMatch(/HTML size limit exceeded/);
    const pages = await t.http.post('/api/v1/html-to-pdf').set(apiKey)
      .send({ html: `<html><body>${'<p style="page-break-after: always">p</p>'.repeat(102)}</body></html>` }).expect(422);
    expect(pages.body.message).toBe('Page limit exceeded: the document has more than 100 pages');
    const missing = await t.http.post('/api/v1/html-to-pdf').set(apiKey).send({}).expect(400);
    expect(missing.body.message).toMatch(/html is required/);
    const format = await t.http.post('/api/v1/html-to-pdf').set(apiKey).send({ html: '<p>x</p>', options: { format: 'B4' } }).expect(400);
    expect(format.body.message).toBe('options.format must be one of A4, Letter, Legal, A3, A5');
  });

  it('answers 429 with Retry-After when the queue is full, and serves the running document', async () => {
    const slow = `<html><body><p>slow</p><script>const e = Date.now() + 2500; while (Date.now() < e) {}</script></body></html>`;
    const first = post({ html: slow, options: { javascript: true } });
    const firstDone = first.then((r) => r);
    await new Promise((r) => setTimeout(r, 700));
    const refused = await t.http.post('/api/v1/html-to-pdf').set(apiKey).send({ html: '<p>x</p>' }).expect(429);
    expect(refused.body.status).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await firstDone).status).toBe(200);
  });

  it('goes through the gateway: a key is needed, and a subscription to HTML To PDF', async () => {
    expect((await t.http.post('/api/v1/html-to-pdf').send({ html: '<p>x</p>' }).expect(401)).body.message).toBe('API key is required');
    const otherKey = (await createKey(t.http, other)).key;
    const refused = await t.http.post('/api/v1/html-to-pdf').set('X-API-Key', otherKey).send({ html: '<p>x</p>' }).expect(403);
    expect(refused.body.message).toBe('Subscribe to HTML To PDF to use this');
  });
});
