import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { companyContextKey, companyContextToken } from '../../src/core/database/company-context.js';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { FaceInferencePool } from '../../src/modules/face-engine/inference/face-inference-pool.js';
import { createKey } from '../developer-api/gateway-fixtures.js';
import { activeCompany, subscribe, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { alteredCopy, groupOf, noFace, portrait } from './face-fixtures.js';

let t: TestApp;
let a: Session;
let b: Session;
let keyA: Record<string, string>;
let keyB: Record<string, string>;
const dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-face-'));
const b64 = (buf: Buffer) => buf.toString('base64');
/** Files kept under DATA_DIR/face-photos/<company>/ (core/storage adds a month folder). */
const keptPhotos = (companyId: number): string[] => {
  const dir = join(dataDir, 'face-photos', String(companyId));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

async function owner<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.db.ownerUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await startTestApp({ FACE_WORKERS: '1', FACE_QUEUE_MAX: '8', DATA_DIR: dataDir });
  a = await activeCompany(t.http);
  b = await activeCompany(t.http);
  await subscribe(t.http, a, 2);
  await subscribe(t.http, b, 2);
  keyA = { 'X-API-Key': (await createKey(t.http, a)).key };
  keyB = { 'X-API-Key': (await createKey(t.http, b)).key };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, key: Record<string, string>, body: object) => t.http.post(`/api/v1/face/${path}`).set(key).send(body);

describe('/api/v1/face: offline face identification through the gateway', () => {
  it('loads no model until the first photo (a process that never sees a face spends nothing)', () => {
    expect(t.app.get(FaceInferencePool).threads).toBe(0);
  });

  it('enrols a person from a photo with exactly one face, and identifies them in a cropped, smaller, darker PNG copy', async () => {
    const enrolled = await post('enroll', keyA, { personId: 'EMP-0001', name: 'Asha Verma', image: b64(await portrait('asha')) }).expect(200);
    expect(enrolled.body).toMatchObject({ status: 'OK', message: 'Person enrolled', data: { personId: 'EMP-0001', name: 'Asha Verma', faces: 1, photoKept: false } });
    expect(enrolled.body.data.box).toEqual({ x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) });
    expect(t.app.get(FaceInferencePool).threads).toBe(1);

    const found = await post('identify', keyA, { image: `data:image/png;base64,${b64(await alteredCopy('asha'))}` }).expect(200);
    expect(found.body.data.facesFound).toBe(1);
    expect(found.headers['server-timing']).toMatch(/^models;dur=\d+(\.\d)?, match;dur=\d+(\.\d)?$/);
    const face = found.body.data.faces[0];
    expect(face.match).toMatchObject({ personId: 'EMP-0001', name: 'Asha Verma' });
    expect(face.match.distance).toBeLessThan(0.3);
    expect(face.match.confidence).toBeGreaterThan(0.7);
    expect(face.matches).toHaveLength(1);
    // Only the descriptor is kept: no photo column filled, nothing written under DATA_DIR.
    expect(await owner(`SELECT octet_length(descriptor) AS bytes, photo_file FROM face_samples`)).toEqual([{ bytes: 512, photo_file: null }]);
  });

  it('finds every face of a group photo, left to right: enrolled people by name, a stranger as no match', async () => {
    await post('enroll', keyA, { personId: 'EMP-0002', name: 'Chitra Rao', image: b64(await portrait('chitra')) }).expect(200);
    const res = await post('identify', keyA, { image: b64(await groupOf('chitra', 'divya', 'asha')) }).expect(200);
    expect(res.body.message).toBe('3 face(s) found');
    const faces = res.body.data.faces as { box: { x: number }; match: { personId: string } | null }[];
    expect(faces.map((f) => f.match?.personId ?? null)).toEqual(['EMP-0002', null, 'EMP-0001']);
    expect(faces.map((f) => f.box.x)).toEqual([...faces.map((f) => f.box.x)].sort((x, y) => x - y));

    const stranger = await post('identify', keyA, { image: b64(await portrait('divya')) }).expect(200);
    expect(stranger.body.data.faces[0]).toMatchObject({ match: null, matches: [] });
    const empty = await post('identify', keyA, { image: b64(await noFace()) }).expect(200);
    expect(empty.body).toMatchObject({ message: 'No face was found in the image', data: { faces: [], facesFound: 0 } });
  });

  it('enrols only photos with exactly one face, saying how many were found', async () => {
    const several = await post('enroll', keyA, { personId: 'X1', name: 'Group', image: b64(await groupOf('asha', 'divya', 'chitra')) }).expect(400);
    expect(several.body).toMatchObject({ status: 'BAD_REQUEST', message: 'Exactly one face is needed: 3 faces were found in the image' });
    const none = await post('enroll', keyA, { personId: 'X1', name: 'Nobody', image: b64(await noFace()) }).expect(400);
    expect(none.body.message).toBe('No face was found in the image: exactly one is needed');
    const list = await t.http.get('/api/v1/face/persons').set(keyA).expect(200);
    expect(list.body.data.list.map((p: { personId: string }) => p.personId)).not.toContain('X1');
  });

  it('verifies a person: true and a small distance for them, false for someone else, 404 for an unknown id', async () => {
    const same = await post('verify', keyA, { personId: 'EMP-0001', image: b64(await alteredCopy('asha')) }).expect(200);
    expect(same.body).toMatchObject({ message: 'Same person', data: { personId: 'EMP-0001', name: 'Asha Verma', match: true, threshold: 0.5 } });
    expect(same.body.data.distance).toBeLessThan(0.3);
    const other = await post('verify', keyA, { personId: 'EMP-0001', image: b64(await portrait('divya')) }).expect(200);
    expect(other.body.data.match).toBe(false);
    expect(other.body.data.distance).toBeGreaterThan(0.5);
    expect((await post('verify', keyA, { personId: 'NOPE', image: b64(await portrait('asha')) }).expect(404)).body.message).toBe('Person not found');
  });

  it('takes multipart uploads, keeps the photo only when asked (core/storage: 0600 under DATA_DIR), and adds faces to a person', async () => {
    const res = await t.http.post('/api/v1/face/enroll').set(keyA)
      .field('personId', 'EMP-0001').field('name', 'Asha V.').field('keepPhoto', 'true')
      .attach('image', await alteredCopy('asha'), { filename: 'asha.png', contentType: 'image/png' }).expect(200);
    expect(res.body.data).toMatchObject({ personId: 'EMP-0001', name: 'Asha V.', faces: 2, photoKept: true });
    const files = keptPhotos(a.companyId);
    expect(files).toHaveLength(1);
    expect(statSync(files[0]).mode & 0o777).toBe(0o600);
  });

  it('lists the company\'s people, paged and searchable', async () => {
    const page = await t.http.get('/api/v1/face/persons?page=0&size=1&sort=personId,asc').set(keyA).expect(200);
    expect(page.body.data).toMatchObject({ totalRecords: 2, totalPages: 2, list: [{ personId: 'EMP-0001', name: 'Asha V.', faces: 2, photoKept: true }] });
    const search = await t.http.get(`/api/v1/face/persons?q=${encodeURIComponent(JSON.stringify({ search: 'chitra' }))}`).set(keyA).expect(200);
    expect(search.body.data.list.map((p: { personId: string }) => p.personId)).toEqual(['EMP-0002']);
  });

  it('keeps companies apart: B cannot identify, verify, list or delete A\'s people (service filter and RLS)', async () => {
    const asha = b64(await alteredCopy('asha'));
    const seen = await post('identify', keyB, { image: asha }).expect(200);
    expect(seen.body.data.faces[0].match).toBeNull();
    expect((await post('verify', keyB, { personId: 'EMP-0001', image: asha }).expect(404)).body.message).toBe('Person not found');
    expect((await t.http.delete('/api/v1/face/person?personId=EMP-0001').set(keyB).expect(404)).body.message).toBe('Person not found');
    expect((await t.http.get('/api/v1/face/persons').set(keyB).expect(200)).body.data.totalRecords).toBe(0);
    // B enrols its own EMP-0001 (ids are per company) and still finds only its own.
    await post('enroll', keyB, { personId: 'EMP-0001', name: 'Divya Shah', image: b64(await portrait('divya')) }).expect(200);
    expect((await post('identify', keyB, { image: asha }).expect(200)).body.data.faces[0].match).toBeNull();
    expect((await post('identify', keyA, { image: b64(await portrait('divya')) }).expect(200)).body.data.faces[0].match).toBeNull();

    // RLS as the backstop: the application role in B's context sees none of A's rows.
    const app = new pg.Client({ connectionString: appUrlFrom(t.db.ownerUrl, process.env.APP_DB_PASSWORD!) });
    await app.connect();
    try {
      await app.query('BEGIN');
      // As the runner opens B's transaction: the company with its token (core/database/company-context.ts).
      const token = companyContextToken(companyContextKey(process.env.APP_DB_PASSWORD!), b.companyId);
      await app.query(`SELECT set_config('app.company_id', $1, true), set_config('app.company_token', $2, true)`, [String(b.companyId), token]);
      const rows = (await app.query(`SELECT company_id::int AS c FROM face_persons UNION ALL SELECT company_id::int FROM face_samples`)).rows;
      expect(rows.every((r) => r.c === b.companyId)).toBe(true);
      expect(rows.length).toBe(2);
      await app.query('ROLLBACK');
    } finally {
      await app.end();
    }
  });

  it('forgets a deleted person at once, also when another instance deleted it', async () => {
    const copy = b64(await alteredCopy('chitra'));
    expect((await post('identify', keyA, { image: copy }).expect(200)).body.data.faces[0].match.personId).toBe('EMP-0002');
    // Another instance deletes Chitra: rows gone and the scope's version bumped, in its own transaction.
    await owner(`WITH gone AS (DELETE FROM face_persons WHERE company_id = $1 AND person_id = 'EMP-0002' RETURNING company_id)
      UPDATE face_index_versions SET version = version + 1 WHERE company_id = $1 AND scope = 'API'`, [a.companyId]);
    expect((await post('identify', keyA, { image: copy }).expect(200)).body.data.faces[0].match).toBeNull();

    // Through the API: the kept photo goes with the person.
    const deleted = await t.http.delete('/api/v1/face/person?personId=EMP-0001').set(keyA).expect(200);
    expect(deleted.body).toMatchObject({ message: 'Person deleted', data: { personId: 'EMP-0001' } });
    expect((await post('identify', keyA, { image: b64(await alteredCopy('asha')) }).expect(200)).body.data.faces[0].match).toBeNull();
    expect(keptPhotos(a.companyId)).toEqual([]);
    expect((await t.http.delete('/api/v1/face/person?personId=EMP-0001').set(keyA).expect(404)).body.message).toBe('Person not found');
  });

  it.each([
    [{ personId: 'P1', name: 'N' }, 400, 'image is required: a JPEG or PNG photo as base64 text in "image", or the multipart file field "image"'],
    [{ personId: 'P1', name: 'N', image: 42 }, 400, 'image must be base64 text (optionally a data: URL)'],
    [{ personId: 'P1', name: 'N', image: 'not base64!' }, 400, 'image is not valid base64'],
    [{ personId: 'P1', name: 'N', image: Buffer.from('GIF89a....').toString('base64') }, 400, 'image must be a JPEG or PNG photo'],
    [{ personId: '../etc', name: 'N', image: 'AAAA' }, 400, 'personId is required: 1 to 100 letters, digits or . _ - : @'],
    [{ personId: 'P1', name: '  ', image: 'AAAA' }, 400, 'name is required: 1 to 200 characters'],
  ])('refuses a bad enrolment %#', async (body, status, message) => {
    expect((await post('enroll', keyA, body).expect(status)).body.message).toBe(message);
  });

  it('refuses a bad threshold, a broken JPEG and an oversized photo, naming the problem', async () => {
    const image = b64(await portrait('asha'));
    expect((await post('identify', keyA, { image, threshold: 0.95 }).expect(400)).body.message).toBe('threshold must be a number from 0.2 to 0.8');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await post('identify', keyA, { image: b64(broken) }).expect(400)).body.message).toBe('The image could not be read: send a JPEG or PNG photo');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await post('identify', keyA, { image: b64(huge) }).expect(413)).body.message).toBe('image must be at most 5 MB');
  });

  it('needs a key and a subscription to Face Identification', async () => {
    expect((await t.http.post('/api/v1/face/identify').send({}).expect(401)).body.message).toBe('API key is required');
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const key = (await createKey(t.http, c)).key;
    const refused = await t.http.post('/api/v1/face/identify').set('X-API-Key', key).send({ image: 'AAAA' }).expect(403);
    expect(refused.body.message).toBe('Subscribe to Face Identification to use this');
  });

  it('replaces a worker that dies mid-photo, failing only that photo', async () => {
    type Pool = { run(task: unknown, options?: unknown): Promise<unknown>; queueSize: number; threads: { terminate(): Promise<number> }[] };
    const inference = t.app.get(FaceInferencePool) as unknown as { pool: Pool | null };
    const image = b64(await groupOf('asha', 'chitra', 'divya', 'asha'));
    // The workers are stopped while this photo is provably inside one: the task carries the worker's test hold
    // (face-inference-types.ts), which the worker raises once the image is decoded and then waits on. No guessed
    // delay and no race with a fast machine finishing the photo first.
    await post('identify', keyA, { image: b64(await portrait('asha')) }).expect(200); // a started pool, models loaded
    const pool = inference.pool!;
    const run = pool.run.bind(pool);
    const hold = new Int32Array(new SharedArrayBuffer(4));
    pool.run = (task, options) => {
      pool.run = run;
      return run({ ...(task as object), hold }, options);
    };
    const victim = post('identify', keyA, { image }).then((r) => r); // sent now (supertest sends when awaited)
    while (Atomics.load(hold, 0) === 0) await new Promise((resolve) => setTimeout(resolve, 1)); // until the worker holds the image
    await Promise.all(pool.threads.map((w) => w.terminate()));
    const res = await victim;
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The face service stopped while reading this image. Please try again.');
    const next = await post('identify', keyA, { image: b64(await portrait('divya')) }).expect(200);
    expect(next.body.data.facesFound).toBe(1);
  });
});
