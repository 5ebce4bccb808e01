import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerQuery } from '../support/test-database.js';
import { activeCompany, subscribe } from '../support/identity.js';
import { listenOnLoopback } from '../support/live-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createKey, zbarDecode } from './gateway-fixtures.js';
import { groupOf, portrait } from '../face/face-fixtures.js';
import { pdfInfo, pdfText } from '../pdf/pdf-tools.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

describe('API logs, developer documents and the subscription dashboard', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const owner = (text: string, params: unknown[] = []) => ownerQuery(t.db, text, params);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http, {}, { subscribe: [] });
    b = await activeCompany(t.http, {}, { subscribe: [] });
  });
  afterAll(async () => t.close());

  it('lists one company\'s calls by app and date range, paged, searchable', async () => {
    // 25 QRCode calls and 5 BarCode calls on 10 April 2025 (India time), one call of B's, one in March.
    await owner(
      `INSERT INTO api_logs (company_id, api_key_id, app_id, client_ip, status, message, duration_ms, bytes, created_at)
       SELECT $1, NULL, CASE WHEN g <= 25 THEN 7 ELSE 6 END, '203.0.113.' || g, 200, 'Success', 3, 900,
              timestamptz '2025-04-10 10:00:00+05:30' + g * interval '1 minute'
         FROM generate_series(1, 30) g`,
      [a.companyId],
    );
    await owner(`INSERT INTO api_logs (company_id, app_id, client_ip, status, message, duration_ms, bytes, created_at) VALUES
      ($1, 7, '198.51.100.1', 403, 'Subscribe to QRCode to use this', 1, 80, '2025-04-10 11:00+05:30'),
      ($2, 7, '198.51.100.2', 200, 'Success', 1, 80, '2025-03-31 23:59+05:30')`, [b.companyId, a.companyId]);

    const page0 = await t.http.get('/api/erp/api-log?fromDate=2025-04-01&toDate=2025-04-30&page=0&size=20').set(a.headers).expect(200);
    expect(page0.body.data.totalRecords).toBe(30);
    expect(page0.body.data.totalPages).toBe(2);
    expect(page0.body.data.list).toHaveLength(20);
    expect(page0.body.data.list[0]).toEqual(expect.objectContaining({
      appId: 6, appName: 'BarCode', clientip: '203.0.113.30', message: 'Success', status: 200,
    }));
    expect(new Date(page0.body.data.list[0].createdOn).toISOString()).toBe('2025-04-10T05:00:00.000Z');
    const qr = await t.http.get(`/api/erp/api-log?q=${encodeURIComponent(JSON.stringify({ page: 1, size: 20 }))}&appId=7&fromDate=2025-04-01&toDate=2025-04-30`).set(a.headers).expect(200);
    expect(qr.body.data.totalRecords).toBe(25);
    expect(qr.body.data.list).toHaveLength(5);
    expect(qr.body.data.list.every((l: { appName: string }) => l.appName === 'QRCode')).toBe(true);
    const march = await t.http.get('/api/erp/api-log?fromDate=2025-03-31&toDate=2025-03-31').set(a.headers).expect(200);
    expect(march.body.data.list.map((l: { clientip: string }) => l.clientip)).toEqual(['198.51.100.2']);
    const search = await t.http.get('/api/erp/api-log?fromDate=2025-04-01&toDate=2025-04-30&search=113.1').set(a.headers).expect(200);
    expect(search.body.data.list.map((l: { clientip: string }) => l.clientip).sort()).toEqual(
      ['203.0.113.1', '203.0.113.10', '203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14', '203.0.113.15', '203.0.113.16', '203.0.113.17', '203.0.113.18', '203.0.113.19'].sort(),
    );
    const asc = await t.http.get('/api/erp/api-log?fromDate=2025-04-01&toDate=2025-04-30&sort=createdOn,asc&size=1').set(a.headers).expect(200);
    expect(asc.body.data.list[0].clientip).toBe('203.0.113.1');

    // B sees only its own call.
    const other = await t.http.get('/api/erp/api-log?fromDate=2025-04-01&toDate=2025-04-30').set(b.headers).expect(200);
    expect(other.body.data.list.map((l: { message: string }) => l.message)).toEqual(['Subscribe to QRCode to use this']);

    const perDay = await t.http.get('/api/erp/api-log/per-day?fromDate=2025-04-01&toDate=2025-04-30').set(a.headers).expect(200);
    expect(perDay.body.data).toEqual([
      { day: '2025-04-10', appId: 6, appName: 'BarCode', calls: 5 },
      { day: '2025-04-10', appId: 7, appName: 'QRCode', calls: 25 },
    ]);
  });

  it.each([
    ['appId=3', 'App must be one of 0 (all), 1, 2, 6, 7'],
    ['fromDate=2025-02-30', 'From date must be a valid date (yyyy-MM-dd)'],
    ['toDate=10-04-2025', 'To date must be a valid date (yyyy-MM-dd)'],
    ['fromDate=2025-05-01&toDate=2025-04-01', 'From date must be on or before To date'],
    ['fromDate=2020-01-01&toDate=2025-04-01', 'The date range can be at most 366 days'],
    ['sort=message,asc', "Cannot sort by 'message'. Allowed: id, createdOn"],
  ])('api-log refuses %s', async (query, message) => {
    const res = await t.http.get(`/api/erp/api-log?${query}`).set(a.headers).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('the current month is the default range', async () => {
    await owner(`INSERT INTO api_logs (company_id, app_id, client_ip, status, message, duration_ms, bytes, created_at) VALUES ($1, 6, '192.0.2.9', 200, 'Success', 1, 80, now())`, [a.companyId]);
    const res = await t.http.get('/api/erp/api-log').set(a.headers).expect(200);
    expect(res.body.data.list.map((l: { clientip: string }) => l.clientip)).toEqual(['192.0.2.9']);
  });

  it('dashboard counts come from the database', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const before = await t.http.get('/api/auth/dashboard').set(c.headers).expect(200);
    expect(before.body.data).toEqual({ subscriptionCount: 0, apiKeysCount: 0, dueInvoicesCount: 0 });
    await subscribe(t.http, c, 3, 7);
    await createKey(t.http, c);
    const k = await createKey(t.http, c);
    await t.http.patch('/api/erp/subscription/api-key').set(c.headers).send({ id: k.id, active: false }).expect(200);
    const after = await t.http.get('/api/auth/dashboard').set(c.headers).expect(200);
    expect(after.body.data).toEqual({ subscriptionCount: 2, apiKeysCount: 1, dueInvoicesCount: 0 });
  });

  it('documents every /api/v1 API; the JavaScript samples run against the live API', async () => {
    const all = await t.http.get('/api/erp/api-doc').set(a.headers).expect(200);
    const docs: { id: number; name: string; [sample: string]: unknown }[] = all.body.data;
    expect(docs.map((d) => [d.id, d.name])).toEqual([[1, 'HTML To PDF'], [2, 'Face Identification'], [6, 'BarCode'], [7, 'QRCode']]);
    for (const d of docs) {
      for (const f of ['description', 'javaScript', 'react', 'java', 'csharp']) expect(d[f]).toContain('http://bizdesk.test/api/v1/');
      for (const f of ['javaScript', 'react', 'java', 'csharp']) expect(d[f]).toContain('YOUR_API_KEY');
    }
    const one = await t.http.get('/api/erp/api-doc/id?id=7').set(a.headers).expect(200);
    expect(one.body.data.name).toBe('QRCode');
    expect((await t.http.get('/api/erp/api-doc/id?id=99').set(a.headers).expect(404)).body.message).toBe('Document not found');
    expect((await t.http.get('/api/erp/api-doc/id').set(a.headers).expect(400)).body.message).toBe('Document id is required');

    // Every /api/v1 path in the OpenAPI document is secured by the API key.
    const openapi = JSON.parse(readFileSync(new URL('../../../../packages/api-client/openapi.json', import.meta.url), 'utf8'));
    const v1 = Object.entries<Record<string, { security?: unknown[] }>>(openapi.paths).filter(([p]) => p.startsWith('/api/v1/'));
    expect(v1.map(([p]) => p)).toEqual(expect.arrayContaining([
      '/api/v1/barcode', '/api/v1/qrcode', '/api/v1/html-to-pdf', '/api/v1/face/enroll', '/api/v1/face/identify', '/api/v1/face/verify',
      '/api/v1/face/persons', '/api/v1/face/person',
    ]));
    for (const [, item] of v1) for (const op of Object.values(item)) expect(op.security).toEqual(expect.arrayContaining([{ ApiKey: [] }]));
    expect(openapi.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });

    // Each sample, as a reader would run it: node, the deployment's address, a real key, the files it names
    // beside it. What it saved is checked the way its user would (a scanner reads the codes back, pdftotext
    // the PDF); the face sample prints what it found.
    const prepare: Record<number, (dir: string) => Promise<void>> = {
      2: async (dir) => {
        writeFileSync(join(dir, 'asha.jpg'), await portrait('asha'));
        writeFileSync(join(dir, 'group.jpg'), await groupOf('divya', 'asha'));
      },
    };
    const checks: Record<number, (dir: string, stdout: string) => void> = {
      1: (dir, stdout) => {
        expect(stdout).toBe('Saved invoice.pdf');
        const pdf = readFileSync(join(dir, 'invoice.pdf'));
        expect(pdfInfo(pdf).pages).toBe(1);
        const text = pdfText(pdf);
        for (const words of ['TAX INVOICE INV-0042', 'Total payable ₹1,180.00', 'धन्यवाद', 'Page 1 of 1']) expect(text).toContain(words);
      },
      2: (_dir, stdout) => {
        const lines = stdout.split('\n');
        expect(lines[0]).toBe('Enrolled Asha Verma (1 face)');
        expect(lines[1]).toMatch(/^Unknown face at x=\d+$/);
        expect(lines[2]).toMatch(/^Asha Verma at x=\d+ \(distance 0\.\d+, confidence 0\.\d+\)$/);
        expect(lines.slice(3)).toEqual(['Verified: true', 'Enrolled people: 1', 'Deleted EMP-0042']);
      },
      6: (dir, stdout) => {
        expect(stdout).toBe('Saved barcode.png');
        expect(zbarDecode(readFileSync(join(dir, 'barcode.png')))).toEqual(['EAN-13:5901234123457']);
      },
      7: (dir, stdout) => {
        expect(stdout).toBe('Saved qrcode.png');
        expect(zbarDecode(readFileSync(join(dir, 'qrcode.png')))).toEqual(['QR-Code:upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR']);
      },
    };
    const base = await listenOnLoopback(t.app);
    const runnable = docs.filter((d) => checks[d.id]);
    await subscribe(t.http, a, ...runnable.map((d) => d.id));
    const { key } = await createKey(t.http, a, 'samples');
    for (const doc of runnable) {
      const dir = mkdtempSync(join(tmpdir(), 'bizdesk-sample-'));
      try {
        await prepare[doc.id]?.(dir);
        writeFileSync(join(dir, 'sample.mjs'), String(doc.javaScript).replaceAll('http://bizdesk.test', base).replaceAll('YOUR_API_KEY', key));
        // Async: the API answering the sample runs in this very process.
        const { stdout } = await promisify(execFile)(process.execPath, ['sample.mjs'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
        checks[doc.id](dir, stdout.trim());
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    // Every document's sample ran.
    expect(runnable.map((d) => d.id)).toEqual([1, 2, 6, 7]);
  });
});
