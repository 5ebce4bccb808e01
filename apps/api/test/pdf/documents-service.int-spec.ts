import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/core/config/app-config.js';
import { DocumentsService } from '../../src/core/pdf/documents.service.js';
import { invoiceHtml, pdfInfo, pdfText } from './pdf-tools.js';

function service(env: Record<string, string> = {}): DocumentsService {
  const docs = new DocumentsService(loadConfig({ NODE_ENV: 'test', ...env }));
  docs.onModuleInit();
  return docs;
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const busyScript = (ms: number) => `<script>const end = Date.now() + ${ms}; while (Date.now() < end) {} document.body.append('done');</script>`;

describe('documents service: PDFs on the pooled Chromium', () => {
  let docs: DocumentsService;
  beforeAll(() => {
    docs = service();
  });
  afterAll(async () => docs.onApplicationShutdown());

  it('renders an A4 invoice whose text (Hindi, Tamil, Bengali, the rupee sign) reads back', async () => {
    const { pdf, pages } = await docs.renderPdf(invoiceHtml());
    expect(pages).toBe(1);
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect(info.pageSize).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    const text = pdfText(pdf);
    expect(text).toContain('TAX INVOICE INV/2026-27/0042');
    expect(text).toContain('Basmati Rice 5kg');
    expect(text).toContain('₹1,312.50');
    expect(text).toContain('धन्यवाद, आपका भुगतान प्राप्त हो गया है।');
    expect(text).toContain('நன்றி');
    expect(text).toContain('ধন্যবাদ');
  });

  it('applies format, landscape, page ranges and header/footer page numbers', async () => {
    const long = Array.from({ length: 3 }, (_, i) => `<h1 style="page-break-after: always">Section ${i + 1}</h1>`).join('');
    const { pdf } = await docs.renderPdf(`<html><body>${long}</body></html>`, {
      format: 'Letter', landscape: true, margin: { top: '20mm', bottom: '20mm' },
      footerTemplate: '<div style="font-size:10px;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
    });
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(3);
    expect(info.pageSize).toMatch(/^792 x 612 pts/);
    expect(pdfText(pdf)).toMatch(/Page 2 of 3/);
    const ranged = await docs.renderPdf(`<html><body>${long}</body></html>`, { format: 'A5', pageRanges: '2-3' });
    expect(pdfInfo(ranged.pdf).pages).toBe(2);
    expect(pdfText(ranged.pdf)).not.toContain('Section 1');
  });

  it('refuses HTML over 5 MB and documents over 100 pages, naming the limit', async () => {
    await expect(docs.renderPdf('x'.repeat(5 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/HTML size limit/) });
    const pagesHtml = `<html><body>${'<p style="page-break-after: always">p</p>'.repeat(105)}</body></html>`;
    await expect(docs.renderPdf(pagesHtml)).rejects.toMatchObject({ status: 422, message: 'Page limit exceeded: the document has more than 100 pages' });
  });

  it('writes untagged PDFs unless a tagged (accessible) one is asked for', async () => {
    const plain = (await docs.renderPdf(invoiceHtml())).pdf;
    const tagged = (await docs.renderPdf(invoiceHtml(), { tagged: true })).pdf;
    expect(plain.toString('latin1')).not.toContain('/StructTreeRoot');
    expect(tagged.toString('latin1')).toContain('/StructTreeRoot');
    expect(pdfText(tagged)).toContain('धन्यवाद, आपका भुगतान प्राप्त हो गया है।');
  });

  it('keeps JavaScript off unless asked', async () => {
    const html = '<html><body><p>static text</p><script>document.body.append("script ran")</script></body></html>';
    expect(pdfText((await docs.renderPdf(html)).pdf)).not.toContain('script ran');
    expect(pdfText((await docs.renderPdf(html, { javascript: true })).pdf)).toContain('script ran');
  });

  it('stops a render at the time limit (422) and renders the next document normally', async () => {
    await expect(docs.renderPdf(`<html><body>${busyScript(60_000)}</body></html>`, { javascript: true }, { renderMs: 1500 }))
      .rejects.toMatchObject({ status: 422, message: expect.stringMatching(/Render time limit exceeded/) });
    expect(pdfText((await docs.renderPdf(invoiceHtml())).pdf)).toContain('Basmati Rice');
  });
});

describe('documents service: nothing on the network but data: URIs and public allowed hosts', () => {
  let docs: DocumentsService;
  let server: Server;
  const hits: string[] = [];
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('<p>SECRET FROM LOOPBACK</p>');
    });
    server.on('upgrade', (req, socket) => {
      hits.push(`upgrade ${req.url}`);
      socket.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    // Even hosts on the allow-list are refused when they are private: loopback is listed on purpose.
    docs = service({ PDF_ALLOWED_HOSTS: `127.0.0.1,localhost,169.254.169.254` });
  });
  afterAll(async () => {
    await docs.onApplicationShutdown();
    await new Promise((r) => server.close(r));
  });

  it('loads data: images and reaches nothing else: loopback, metadata, file:, iframes, fetch(), WebSocket, redirects', async () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const html = `<html><head><link rel="stylesheet" href="http://localhost:${port}/style.css"></head><body>
      <p>ssrf probe document</p>
      <img src="${pixel}" id="ok">
      <img src="http://127.0.0.1:${port}/img.png">
      <img src="http://169.254.169.254/latest/meta-data/">
      <img src="http://[::1]:${port}/v6.png">
      <img src="http://0x7f000001:${port}/hex.png">
      <iframe src="file:///etc/passwd"></iframe>
      <iframe src="http://localhost:${port}/frame"></iframe>
      <object data="file:///etc/hostname"></object>
      <p id="out">script did not run</p>
      <script>
        const out = document.getElementById('out');
        const results = [];
        const note = (r) => { results.push(r); out.textContent = results.join(' | '); };
        fetch('http://127.0.0.1:${port}/fetch').then(() => note('fetch reached'), () => note('fetch blocked'));
        fetch('file:///etc/passwd').then(() => note('file reached'), () => note('file blocked'));
        try { const ws = new WebSocket('ws://127.0.0.1:${port}/ws'); ws.onopen = () => note('ws reached'); ws.onerror = () => note('ws blocked'); }
        catch { note('ws blocked'); }
      </script></body></html>`;
    const { pdf } = await docs.renderPdf(html, { javascript: true });
    await new Promise((r) => setTimeout(r, 300)); // let any late connection attempt land before counting
    const text = pdfText(pdf);
    expect(text).toContain('ssrf probe document');
    expect(text).toMatch(/fetch blocked/);
    expect(text).toMatch(/file blocked/);
    expect(text).not.toMatch(/reached/);
    expect(text).not.toContain('SECRET FROM LOOPBACK');
    expect(text).not.toMatch(/root:.*:0:0/);
    expect(hits).toEqual([]);
    expect(docs.poolStats().refused).toEqual(expect.arrayContaining([
      `http://127.0.0.1:${port}/img.png`, 'http://169.254.169.254/latest/meta-data/', `http://localhost:${port}/frame`,
    ]));
  });

  it('does the same with JavaScript off (the default)', async () => {
    const html = `<html><body><p>static probe</p><img src="http://127.0.0.1:${port}/static.png"><iframe src="file:///etc/passwd"></iframe></body></html>`;
    const text = pdfText((await docs.renderPdf(html)).pdf);
    expect(text).toContain('static probe');
    expect(text).not.toMatch(/root:/);
    expect(hits).toEqual([]);
  });
});

describe('documents service: the pool', () => {
  it('replaces a browser killed mid-request, retrying the document it held once on a fresh browser', async () => {
    const docs = service({ PDF_POOL_SIZE: '2' });
    try {
      await docs.renderPdf(invoiceHtml()); // warm: one browser
      const pid = docs.poolStats().pid!;
      const victim = docs.renderPdf(`<html><body>${busyScript(4000)}<p>survived</p></body></html>`, { javascript: true });
      await new Promise((r) => setTimeout(r, 500));
      process.kill(pid, 'SIGKILL');
      expect(pdfText((await victim).pdf)).toContain('survived');
      expect(docs.poolStats().retries).toBe(1);
      const next = await docs.renderPdf(invoiceHtml());
      expect(pdfText(next.pdf)).toContain('Basmati Rice');
      expect(docs.poolStats().browsers).toBe(3); // the first, the retry's own, the new shared one
      expect(docs.poolStats().pid).not.toBe(pid);
    } finally {
      await docs.onApplicationShutdown();
    }
  });

  it('refuses with 429 and Retry-After once the bounded queue is full', async () => {
    const docs = service({ PDF_POOL_SIZE: '1', PDF_QUEUE_MAX: '1' });
    try {
      const slow = `<html><body>${busyScript(1500)}</body></html>`;
      const running = docs.renderPdf(slow, { javascript: true });
      const queued = docs.renderPdf(slow, { javascript: true });
      await new Promise((r) => setImmediate(r));
      await expect(docs.renderPdf(invoiceHtml())).rejects.toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
      await expect(running).resolves.toMatchObject({ pages: 1 });
      await expect(queued).resolves.toMatchObject({ pages: 1 });
    } finally {
      await docs.onApplicationShutdown();
    }
  });

  it('recycles the browser after N documents and closes it on shutdown', async () => {
    const docs = service({ PDF_RECYCLE_AFTER: '3' });
    await docs.renderPdf(invoiceHtml());
    const first = docs.poolStats().pid;
    await docs.renderPdf(invoiceHtml());
    await docs.renderPdf(invoiceHtml());
    await docs.renderPdf(invoiceHtml());
    const second = docs.poolStats().pid;
    expect(docs.poolStats().browsers).toBe(2);
    expect(second).not.toBe(first);
    await new Promise((r) => setTimeout(r, 1000));
    expect(alive(first)).toBe(false);
    await docs.onApplicationShutdown();
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(second)).toBe(false);
    await expect(docs.renderPdf(invoiceHtml())).rejects.toMatchObject({ status: 503 });
  });

  it('says clearly when Chromium cannot start its sandbox (a container without user namespaces)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bizdesk-fake-chromium-'));
    const fake = join(dir, 'chromium');
    // What Chromium prints, then exits, under Docker's default seccomp profile as a non-root user.
    writeFileSync(fake, '#!/bin/sh\necho "[1:1:FATAL:zygote_host_impl_linux.cc(128)] No usable sandbox! If you are running on Ubuntu 23.10+ ..." >&2\nexit 1\n', { mode: 0o755 });
    const docs = service({ CHROMIUM_PATH: fake });
    try {
      await expect(docs.renderPdf(invoiceHtml())).rejects.toMatchObject({
        status: 503, message: expect.stringMatching(/^Chromium could not start its sandbox: it needs user namespaces\. Run the container with cap_add SYS_ADMIN and no-new-privileges/),
      });
    } finally {
      await docs.onApplicationShutdown();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says clearly when Chromium is missing', async () => {
    const docs = service({ CHROMIUM_PATH: '/nonexistent/chromium' });
    await expect(docs.renderPdf(invoiceHtml())).rejects.toMatchObject({
      status: 503, message: expect.stringMatching(/Chromium was not found at \/nonexistent\/chromium: install Debian's chromium package/),
    });
    expect(() => new DocumentsService(loadConfig({ NODE_ENV: 'test', CHROMIUM_PATH: '/nonexistent/chromium', PDF_POOL_SIZE: '1' }))).not.toThrow();
  });
});
