import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { accountingApi } from '../accounting/support.js';
import { createKey } from '../developer-api/gateway-fixtures.js';
import { activeCompany, login, subscribe } from '../support/identity.js';
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
 * Sends a request's headers, announcing a body of `declared` bytes, and `first` of it; the rest is the caller's
 * to write on the socket (or never).
 */
function openRequest(
  base: string, path: string, headers: Record<string, string>, contentType: string, declared: number, first: Buffer, sockets: Socket[],
): { socket: Socket; answer: Promise<EarlyAnswer> } {
  const { hostname, port } = new URL(base);
  const head = [
    `POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Type: ${contentType}`, `Content-Length: ${declared}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', '',
  ].join('\r\n');
  const socket = connect(Number(port), hostname, () => socket.write(Buffer.concat([Buffer.from(head), first])));
  sockets.push(socket);
  const answer = new Promise<EarlyAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
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
  return { socket, answer };
}

/**
 * Sends a request's headers and the first 64 KB of an announced 5 MB body, then waits without sending more.
 * An answer can only arrive if the server decided without the rest of the body.
 */
function partialBody(base: string, path: string, headers: Record<string, string>, contentType: string, first: Buffer, sockets: Socket[]): Promise<EarlyAnswer> {
  return openRequest(base, path, headers, contentType, DECLARED, first, sockets).answer;
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
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let keyWithoutSubscription: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-upload-order-'));
  const incoming = join(dataDir, 'uploads-incoming');
  const sockets: Socket[] = [];
  /** Files in DATA_DIR/uploads-incoming: a body being received shows there while its client is still sending. */
  const receiving = () => { try { return readdirSync(incoming); } catch { return []; } };
  /** Waits (up to 10 s) for what the server does after answering, such as removing a received file. */
  const eventually = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
  };
  const sessionEnded = {
    status: 401, body: { status: 'UNAUTHORIZED', message: 'Your session has expired or is invalid. Please log in again.', data: null },
  };
  async function ownerQuery(text: string, values: unknown[]): Promise<void> {
    const client = new pg.Client({ connectionString: t.db.ownerUrl });
    await client.connect();
    try { await client.query(text, values); } finally { await client.end(); }
  }

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

  it('console uploads: a logged-out token (well signed, unexpired) is a 401 before the body, nothing on disk', async () => {
    const ended = await login(t.http, a.email, a.password);
    await t.http.post('/api/auth/authentication/logout').set(ended.headers).expect(200);
    expect(await partialUpload(base, '/api/erp/attachment', ended.headers, 'file', sockets)).toEqual(sessionEnded);
    expect(await partialUpload(base, '/api/erp/user-details/face?id=1', ended.headers, 'image', sockets)).toEqual(sessionEnded);
    expect(await partialJson(base, '/api/erp/user-details/face?id=1', ended.headers, sockets)).toEqual(sessionEnded);
    expect(receiving()).toEqual([]);
  });

  it('console uploads: a user who must change their password gets its 403 before the body, nothing on disk', async () => {
    const forced = await activeCompany(t.http, {}, { subscribe: [] });
    await ownerQuery(`UPDATE users SET force_password_change = true WHERE email = $1`, [forced.email]);
    const mustChange = { status: 403, body: { status: 'FORBIDDEN', message: 'You must change your password before continuing', data: null } };
    expect(await partialUpload(base, '/api/erp/attachment', forced.headers, 'file', sockets)).toEqual(mustChange);
    expect(await partialJson(base, '/api/erp/user-details/face?id=1', forced.headers, sockets)).toEqual(mustChange);
    expect(receiving()).toEqual([]);
  });

  it('a live session uploads; one logged out while its body is on the way is refused once the body is in, nothing kept', async () => {
    const api = accountingApi(t.http, a);
    const expenseId = (await api.expense({
      expenseCategoryId: await api.categoryId('expense', 'Travel'), title: 'Train', amount: '640', expenseDate: '2026-11-10',
      paymentAccountId: await api.accountId('Cash'),
    })).id as number;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SENT, 0x20)]);
    const attached = () => api.get(`/api/erp/attachment?module=EXPENSE&referenceId=${expenseId}`).expect(200);

    const live = await login(t.http, a.email, a.password);
    const stored = await t.http.post('/api/erp/attachment').set(live.headers).field('module', 'EXPENSE').field('referenceId', String(expenseId))
      .attach('file', pdf, { filename: 'ticket.pdf', contentType: 'application/pdf' }).expect(200);
    expect(stored.body).toMatchObject({ status: 'OK', message: 'File uploaded successfully' });
    expect((await attached()).body.data).toHaveLength(1);

    // The session is live when the upload starts (its bytes are received), and logged out before they end.
    const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const first = Buffer.concat([
      Buffer.from(`${field('module', 'EXPENSE')}${field('referenceId', String(expenseId))}--${BOUNDARY}\r\n` +
        'Content-Disposition: form-data; name="file"; filename="late.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
      pdf,
    ]);
    const rest = Buffer.concat([Buffer.alloc(SENT, 0x20), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const { socket, answer } = openRequest(
      base, '/api/erp/attachment', live.headers, `multipart/form-data; boundary=${BOUNDARY}`, first.length + rest.length, first, sockets,
    );
    await eventually(() => receiving().length === 1);
    expect(receiving()).toHaveLength(1);
    await t.http.post('/api/auth/authentication/logout').set(live.headers).expect(200);
    socket.write(rest);
    expect(await answer).toEqual(sessionEnded);
    await eventually(() => receiving().length === 0);
    expect(receiving()).toEqual([]);
    expect((await attached()).body.data).toHaveLength(1);
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
    await eventually(() => receiving().length === 1);
    expect(receiving()).toHaveLength(1);
    // A client that goes away mid-body leaves no partial file behind.
    for (const s of sockets.splice(0)) s.destroy();
    await eventually(() => receiving().length === 0);
    expect(receiving()).toEqual([]);
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
