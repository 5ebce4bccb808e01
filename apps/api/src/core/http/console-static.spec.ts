import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { serveConsole } from './console-static.js';

/** A built console in a temp folder: index.html, one script with its gzipped copy, one without. */
function builtConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets/app-abc.js'), 'console.log("raw");');
  writeFileSync(join(dir, 'assets/app-abc.js.gz'), gzipSync('console.log("gzipped");'));
  writeFileSync(join(dir, 'assets/plain-def.js'), 'console.log("plain");');
  return dir;
}

describe('the console build served under /admin', () => {
  const dir = builtConsole();
  const app = express();
  serveConsole(app, dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sends the build's gzipped copy to a browser that accepts gzip, typed as the script and cached for a year", async () => {
    const res = await request(app).get('/admin/assets/app-abc.js').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    // supertest leaves the body as sent when a parser is given: the bytes are the .gz file's.
    const body = res.body as Buffer;
    const text = body[0] === 0x1f ? gunzipSync(body).toString() : body.toString();
    expect(text).toBe('console.log("gzipped");');
  });

  it('sends the raw file without Accept-Encoding: gzip, and when the build left no gzipped copy', async () => {
    const raw = await request(app).get('/admin/assets/app-abc.js').set('Accept-Encoding', 'identity');
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.text).toBe('console.log("raw");');
    const plain = await request(app).get('/admin/assets/plain-def.js').set('Accept-Encoding', 'gzip');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("plain");');
  });

  it('never answers a .gz file for a path outside the assets folder, and 404s a missing asset', async () => {
    expect((await request(app).get('/admin/assets/..%2Findex.html').set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBeUndefined();
    expect((await request(app).get('/admin/assets/missing.js').set('Accept-Encoding', 'gzip')).status).toBe(404);
  });
});
