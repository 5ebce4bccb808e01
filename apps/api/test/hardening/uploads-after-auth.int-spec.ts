import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../developer-api/gateway-fixtures.js';
import { activeCompany, subscribe, type Session } from '../support/identity.js';
import { listenOnLoopback } from '../support/live-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface EarlyAnswer {
  status: number;
  body: { status?: string; message?: string } | null;
}

const BOUNDARY = 'x-early-boundary';
/** The body a caller announces (5 MB) and the part of it actually sent before waiting for an answer. */
const DECLARED = 5_000_000;
const SENT = 64 * 1024;

/**
 * Sends a request's headers and the first 64 KB of an announced 5 MB body, then waits without sending more.
 * An answer can only arrive if the server decided without the rest of the body.
 */
function partialBody(base: string, path: string, headers: Record<string, string>, contentType: string, first: Buffer, sockets: Socket[]): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(base);
  const head = [
    `POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Type: ${contentType}`, `Content-Length: ${DECLARED}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => socket.write(Buffer.concat([Buffer.from(head), first])));
    sockets.push(socket);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      const body = text.slice(end + 4);
      if (length && Buffer.byteLength(body) < Number(length[1])) return;
      let parsed: EarlyAnswer['body'] = null;
      try { parsed = JSON.parse(body); } catch { parsed = null; }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)![1]), body: parsed });
    });
  });
}

/** A multipart upload of one file in `field`, cut off after its first 64 KB. */
function partialUpload(base: string, path: string, headers: Record<string, string>, field: string, sockets: Socket[]): Promise<EarlyAnswer> {
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const first = Buffer.concat([Buffer.from(part), Buffer.alloc(SENT, 0xff)]);
  return partialBody(base, path, headers, `multipart/form-data; boundary=${BOUNDARY}`, first, sockets);
}

/** A JSON body carrying a base64 picture or a document, cut off after its first 64 KB. */
function partialJson(base: string, path: string, headers: Record<string, string>, sockets: Socket[]): Promise<EarlyAnswer> {
  return partialBody(base, path, headers, 'application/json', Buffer.from(`{"image":"${'A'.repeat(SENT)}`), sockets);
}

/** Security: who the caller is (API key, subscription, session, device) is settled before any upload byte is read. */
describe('uploads are read only after the caller is let in', () => {
  let t: TestApp;
  let base: string;
  let a: Session;
  let keyWithoutSubscription: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-upload-order-'));
  const incoming = join(dataDir, 'uploads-incoming');
  const sockets: Socket[] = [];
  /** Files in DATA_DIR/uploads-incoming: a body being received shows there while its client is still sending. */
  const receiving = () => { try { return readdirSync(incoming); } catch { return []; } };

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    a = await activeCompany(t.http, {}, { subscribe: [] });
    keyWithoutSubscription = (await createKey(t.http, a)).key;
    base = await listenOnLoopback(t.app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.destroy();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['/api/v1/face/identify', 'image'],
    ['/api/v1/face/enroll', 'image'],
    ['/api/v1/face/verify', 'image'],
    ['/api/v1/html-to-pdf', 'file'],
  ])('%s: no key, a wrong key and a key without the subscription are answered before the body, nothing on disk', async (path, field) => {
    const none = await partialUpload(base, path, {}, field, sockets);
    expect(none).toEqual({ status: 401, body: { status: 'UNAUTHORIZED', message: 'API key is required', data: null } });
    const wrong = await partialUpload(base, path, { 'X-API-Key': 'bdk_not-a-key-of-anyone-00000000000000000000000' }, field, sockets);
    expect(wrong).toEqual({ status: 401, body: { status: 'UNAUTHORIZED', message: 'Invalid or inactive API key', data: null } });
    const unsubscribed = await partialUpload(base, path, { 'X-API-Key': keyWithoutSubscription }, field, sockets);
    const service = path.includes('face') ? 'Face Identification' : 'HTML To PDF';
    expect(unsubscribed).toEqual({ status: 403, body: { status: 'FORBIDDEN', message: `Subscribe to ${service} to use this`, data: null } });
    expect(receiving()).toEqual([]);
  });

  it('JSON bodies (a base64 photo, an HTML document) are not read before the caller is known either', async () => {
    const keyRequired = { status: 401, body: { status: 'UNAUTHORIZED', message: 'API key is required', data: null } };
    expect(await partialJson(base, '/api/v1/face/identify', {}, sockets)).toEqual(keyRequired);
    expect(await partialJson(base, '/api/v1/html-to-pdf', {}, sockets)).toEqual(keyRequired);
    expect(await partialJson(base, '/api/v1/qrcode', {}, sockets)).toEqual(keyRequired);
    const unsubscribed = await partialJson(base, '/api/v1/face/identify', { 'X-API-Key': keyWithoutSubscription }, sockets);
    expect(unsubscribed).toEqual({ status: 403, body: { status: 'FORBIDDEN', message: 'Subscribe to Face Identification to use this', data: null } });
    expect((await partialJson(base, '/api/erp/attendance/face-punch', {}, sockets)).status).toBe(401);
    expect(await partialJson(base, '/api/erp/user-details/face?id=1', {}, sockets)).toEqual(
      { status: 401, body: { status: 'UNAUTHORIZED', message: 'Please log in to continue', data: null } });
  });

  it('once the key is let in, its JSON body gets the usual checks (broken JSON, hostile input)', async () => {
    await subscribe(t.http, a, 7);
    const qr = (body: string) => t.http.post('/api/v1/qrcode').set('X-API-Key', keyWithoutSubscription).set('Content-Type', 'application/json').send(body);
    expect((await qr('{"text": ').expect(400)).body).toEqual({ status: 'BAD_REQUEST', message: 'Request body is not valid JSON', data: null });
    const hostile = await qr('{"text": "a\\u0000b"}').expect(400);
    expect(hostile.body.message).toBe('text contains characters that are not allowed');
    await qr(JSON.stringify({ text: 'fine' })).expect(200);
  });

  it('console uploads: no session is a 401 before the body (the global AuthGuard runs before the upload guard)', async () => {
    const attachment = await partialUpload(base, '/api/erp/attachment', {}, 'file', sockets);
    expect(attachment).toEqual({ status: 401, body: { status: 'UNAUTHORIZED', message: 'Please log in to continue', data: null } });
    const face = await partialUpload(base, '/api/erp/user-details/face?id=1', { Authorization: 'Bearer not.a.token' }, 'image', sockets);
    expect(face.status).toBe(401);
    expect(receiving()).toEqual([]);
  });

  it('the face kiosk: no device session or a stale device token is a 401 before the picture is read', async () => {
    const none = await partialUpload(base, '/api/erp/attendance/face-punch', {}, 'image', sockets);
    expect(none.status).toBe(401);
    const stale = await partialUpload(base, '/api/erp/attendance/face-punch', { Authorization: `Bearer dev.${a.companyId}.1.${'x'.repeat(43)}` }, 'image', sockets);
    expect(stale.status).toBe(401);
    expect(receiving()).toEqual([]);
  });

  it('a signed-in upload is received while it is sent (what the answers above did not get to)', async () => {
    void partialUpload(base, '/api/erp/attachment', { Authorization: `Bearer ${a.token}`, CompanyId: String(a.companyId) }, 'file', sockets);
    for (let i = 0; i < 100 && receiving().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(receiving()).toHaveLength(1);
  });

  it('ZKTeco push: an unknown serial number is refused before its body is read', async () => {
    const { hostname, port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(`POST /iclock/cdata?SN=NOSUCHDEVICE1&table=ATTLOG HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${DECLARED}\r\n\r\n`);
        socket.write('1001\t2026-03-02 09:01:00\t0\t1\n'.repeat(1000));
      });
      sockets.push(socket);
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('Unknown device serial number')) resolve(text);
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
  });
});
