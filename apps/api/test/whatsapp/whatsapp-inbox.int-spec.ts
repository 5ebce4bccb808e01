import pg from 'pg';
import { appUrlFrom } from '../../src/core/database/database-urls.js';
import { hubSignature } from '../../src/modules/whatsapp/services/webhook-signature.js';
import { activeCompany, captcha, companyInput, superAdmin, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-please';

let t: TestApp;
let admin: Session;
let tenant: Session;

beforeAll(async () => {
  t = await startTestApp({ WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });
  tenant = await activeCompany(t.http);
  admin = await superAdmin(t.http);
});
afterAll(async () => t.close());

let seq = 0;
const nextId = () => `wamid.TEST${Date.now().toString(36)}${(seq += 1)}`;

/** A Cloud API delivery as Meta sends it. */
function delivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
      ...value,
    } }] }],
  };
}

function textMessage(id: string, from: string, body: string, seconds = 1764540000) {
  return { from, id, timestamp: String(seconds), type: 'text', text: { body } };
}

/** POSTs the exact bytes with a signature (by default a valid one over those bytes). */
function post(body: string, signature: string | null = hubSignature(body, APP_SECRET)) {
  const req = t.http.post('/api/webhooks/whatsapp').set('Content-Type', 'application/json');
  if (signature !== null) req.set('X-Hub-Signature-256', signature);
  return req.send(body);
}

function inbox(session: Session, q: Record<string, unknown> = {}) {
  return t.http.get('/api/erp/webhook/whatsapp').query({ q: JSON.stringify(q) }).set(session.headers);
}

async function storedTexts(search: string): Promise<string[]> {
  const res = await inbox(admin, { search, size: 100 }).expect(200);
  return res.body.data.list.map((m: { messageText: string }) => m.messageText);
}

describe('verification handshake', () => {
  const verify = (query: Record<string, string>) => t.http.get('/api/webhooks/whatsapp').query(query);

  it('echoes hub.challenge as plain text for the configured verify token', async () => {
    const res = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('1158201444');
  });

  it.each([
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }],
    [{ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' }],
    [{ 'hub.mode': 'subscribe', 'hub.challenge': '1' }],
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN }],
    [{}],
  ])('answers 403 to anything else (%o)', async (query) => {
    const res = await verify(query).expect(403);
    expect(res.body.status).toBe('FORBIDDEN');
  });
});

describe('signed deliveries', () => {
  it('stores a message with a valid signature and lists it for the provider', async () => {
    const id = nextId();
    const body = JSON.stringify(delivery({
      contacts: [{ profile: { name: 'Asha Verma' }, wa_id: '919812345678' }],
      messages: [textMessage(id, '919812345678', 'Namaste, is my invoice ready?')],
    }));
    const res = await post(body).expect(200);
    expect(res.body).toMatchObject({ status: 'OK', data: { stored: 1, duplicates: 0 } });
    const list = await inbox(admin, { search: 'invoice ready' }).expect(200);
    expect(list.body.data.list[0]).toMatchObject({
      messageId: id, waId: '919812345678', name: 'Asha Verma', messageType: 'text', messageText: 'Namaste, is my invoice ready?',
      timestamp: new Date(1764540000 * 1000).toISOString(),
    });
  });

  it('refuses a body changed after signing, a missing or wrong signature, and stores nothing (401)', async () => {
    const marker = `forged-${nextId()}`;
    const signed = JSON.stringify(delivery({ messages: [textMessage(nextId(), '919800000001', `${marker} pay 100`)] }));
    const tampered = signed.replace('pay 100', 'pay 999');
    for (const [body, signature] of [
      [tampered, hubSignature(signed, APP_SECRET)],
      [signed, null],
      [signed, hubSignature(signed, 'not-the-secret')],
      [signed, 'sha256=zz'],
      [signed, hubSignature(signed, APP_SECRET).replace('sha256=', 'sha1=')],
    ] as [string, string | null][]) {
      const res = await post(body, signature).expect(401);
      expect(res.body).toMatchObject({ status: 'UNAUTHORIZED', message: 'Invalid webhook signature' });
    }
    expect(await storedTexts(marker)).toEqual([]);
  });

  it('stores a replayed delivery once, also when the replays race', async () => {
    const id = nextId();
    const body = JSON.stringify(delivery({ messages: [textMessage(id, '919800000002', `replay ${id}`)] }));
    expect((await post(body).expect(200)).body.data).toMatchObject({ stored: 1, duplicates: 0 });
    expect((await post(body).expect(200)).body.data).toMatchObject({ stored: 0, duplicates: 1 });
    const id2 = nextId();
    const body2 = JSON.stringify(delivery({ messages: [textMessage(id2, '919800000002', `race ${id2}`)] }));
    const results = await Promise.all(Array.from({ length: 5 }, () => post(body2)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.reduce((n, r) => n + r.body.data.stored, 0)).toBe(1);
    expect(await storedTexts(`replay ${id}`)).toHaveLength(1);
    expect(await storedTexts(`race ${id2}`)).toHaveLength(1);
  });

  it('stores every kind of message with a readable text', async () => {
    const from = '919811122233';
    const kinds: [string, Record<string, unknown>, string][] = [
      ['image', { image: { caption: 'kinds-run shop front', id: 'm1', mime_type: 'image/jpeg' } }, '[image] kinds-run shop front'],
      ['video', { video: { caption: 'kinds-run demo', id: 'm2' } }, '[video] kinds-run demo'],
      ['audio', { audio: { id: 'm3', voice: true } }, '[voice message]'],
      ['document', { document: { filename: 'kinds-run.pdf', id: 'm4' } }, '[document] kinds-run.pdf'],
      ['sticker', { sticker: { id: 'm5' } }, '[sticker]'],
      ['location', { location: { latitude: 18.52, longitude: 73.85, name: 'kinds-run office' } }, '[location] kinds-run office (18.52, 73.85)'],
      ['contacts', { contacts: [{ name: { formatted_name: 'kinds-run Ravi' }, phones: [{ phone: '+919876543210' }] }] }, '[contact] kinds-run Ravi +919876543210'],
      ['button', { button: { text: 'kinds-run yes', payload: 'YES' } }, '[button] kinds-run yes'],
      ['interactive', { interactive: { type: 'button_reply', button_reply: { id: 'b', title: 'kinds-run pay' } } }, '[button reply] kinds-run pay'],
      ['interactive', { interactive: { type: 'list_reply', list_reply: { id: 'l', title: 'kinds-run GST' } } }, '[list reply] kinds-run GST'],
      ['reaction', { reaction: { message_id: 'wamid.X', emoji: '🙏' } }, '[reaction] 🙏'],
    ];
    const messages = kinds.map(([type, part], i) => ({ from, id: nextId(), timestamp: String(1764540100 + i), type, ...part }));
    const statuses = ['sent', 'delivered', 'read'].map((status) => ({ id: 'wamid.OUT', status, timestamp: '1764540001', recipient_id: from }));
    const body = JSON.stringify(delivery({ contacts: [{ profile: { name: 'Kinds Run' }, wa_id: from }], messages, statuses }));
    const res = await post(body).expect(200);
    expect(res.body.data).toEqual({ stored: kinds.length, duplicates: 0, statusesIgnored: 3 });
    const list = await inbox(admin, { search: from, size: 100, sort: 'timestamp,asc' }).expect(200);
    expect(list.body.data.list.map((m: { messageText: string }) => m.messageText)).toEqual(kinds.map(([, , text]) => text));
    expect(list.body.data.list.every((m: { name: string }) => m.name === 'Kinds Run')).toBe(true);
  });

  it('ignores a delivery of status updates only', async () => {
    const before = (await inbox(admin).expect(200)).body.data.totalRecords;
    const statuses = ['sent', 'delivered', 'read', 'failed'].map((status) => ({ id: nextId(), status, timestamp: '1764540001', recipient_id: '919800000003' }));
    const res = await post(JSON.stringify(delivery({ statuses }))).expect(200);
    expect(res.body.data).toEqual({ stored: 0, duplicates: 0, statusesIgnored: 4 });
    expect((await inbox(admin).expect(200)).body.data.totalRecords).toBe(before);
  });

  it('stores a delivery of many messages (more than one insert batch) in one go', async () => {
    const tag = `bulk-${nextId()}`;
    const messages = Array.from({ length: 1500 }, (_, i) => textMessage(`${tag}-${i}`, '919800000004', `${tag} message ${i}`));
    const res = await post(JSON.stringify(delivery({ messages }))).expect(200);
    expect(res.body.data).toMatchObject({ stored: 1500, duplicates: 0 });
    const page = await inbox(admin, { search: tag, size: 1 }).expect(200);
    expect(page.body.data.totalRecords).toBe(1500);
  });

  it('answers 400 to a signed body that is not a JSON object', async () => {
    const res = await post('[1,2,3]').expect(400);
    expect(res.body.message).toBe('The webhook body must be a JSON object');
  });
});

describe('the inbox list', () => {
  beforeAll(async () => {
    const contacts = [{ profile: { name: 'Meena Iyer' }, wa_id: '919844400001' }, { profile: { name: 'John Dsouza' }, wa_id: '919844400002' }];
    const messages = [
      textMessage(nextId(), '919844400001', 'paging-set order 1', 1764600001),
      textMessage(nextId(), '919844400002', 'paging-set order 2', 1764600002),
      textMessage(nextId(), '919844400001', 'paging-set order 3', 1764600003),
    ];
    await post(JSON.stringify(delivery({ contacts, messages }))).expect(200);
  });

  it('pages and searches over sender id, sender name and text', async () => {
    const first = await inbox(admin, { search: 'paging-set', page: 0, size: 2, sort: 'timestamp,desc' }).expect(200);
    expect(first.body.data).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(first.body.data.list.map((m: { messageText: string }) => m.messageText)).toEqual(['paging-set order 3', 'paging-set order 2']);
    const second = await inbox(admin, { search: 'paging-set', page: 1, size: 2, sort: 'timestamp,desc' }).expect(200);
    expect(second.body.data.list.map((m: { messageText: string }) => m.messageText)).toEqual(['paging-set order 1']);
    expect((await inbox(admin, { search: 'meena' }).expect(200)).body.data.totalRecords).toBe(2);
    expect((await inbox(admin, { search: '919844400002' }).expect(200)).body.data.totalRecords).toBe(1);
    expect((await inbox(admin, { search: '100%_none' }).expect(200)).body.data.totalRecords).toBe(0);
  });

  it('refuses unknown sort columns', async () => {
    const res = await inbox(admin, { sort: 'payload,asc' }).expect(400);
    expect(res.body.status).toBe('BAD_REQUEST');
  });

  it('refuses a tenant user (403) and an anonymous caller (401)', async () => {
    const res = await inbox(tenant).expect(403);
    expect(res.body.status).toBe('FORBIDDEN');
    await t.http.get('/api/erp/webhook/whatsapp').expect(401);
  });

  it('keeps the messages out of reach of a tenant transaction (row-level security)', async () => {
    const client = new pg.Client({ connectionString: appUrlFrom(t.db.ownerUrl, process.env.APP_DB_PASSWORD!) });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.company_id', $1, true)`, [String(tenant.companyId)]);
      const { rows } = await client.query('SELECT count(*)::int AS n FROM whatsapp_messages');
      expect(rows[0].n).toBe(0);
      await expect(client.query(
        `INSERT INTO whatsapp_messages (message_id, wa_id, message_type, message_text, "timestamp", payload) VALUES ('x', '1', 'text', 'x', now(), '{}')`,
      )).rejects.toThrow(/row-level security/);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
  });
});

describe('provider overview', () => {
  it('counts pending and active companies, subscriptions per service, and shows the newest messages', async () => {
    const pendingInput = companyInput({ name: 'Pending Overview Traders' });
    await t.http.post('/api/auth/authentication/signup').send({ ...pendingInput, ...(await captcha(t.http)) }).expect(201);
    const owner = new pg.Client({ connectionString: t.db.ownerUrl });
    await owner.connect();
    await owner.query(`INSERT INTO company_applications (company_id, application_id) VALUES ($1, 3), ($1, 10) ON CONFLICT DO NOTHING`, [tenant.companyId]);
    const { rows: [expected] } = await owner.query(`SELECT
        count(*) FILTER (WHERE NOT active AND activated_at IS NULL)::int AS pending, count(*) FILTER (WHERE active)::int AS active
        FROM companies WHERE NOT is_provider`);
    await owner.end();
    const newestId = nextId();
    await post(JSON.stringify(delivery({ messages: [textMessage(newestId, '919800000009', 'overview newest', 1999999999)] }))).expect(200);

    const res = await t.http.get('/api/erp/dashboard/provider').set(admin.headers).expect(200);
    const data = res.body.data;
    expect(data.companies).toMatchObject({ pending: expected.pending, active: expected.active });
    expect(data.companies.pending).toBeGreaterThanOrEqual(1);
    expect(data.pendingCompanies.map((c: { name: string }) => c.name)).toContain('Pending Overview Traders');
    expect(data.subscriptions).toEqual(expect.arrayContaining([
      { appId: 3, name: 'POS', companies: 1 }, { appId: 10, name: 'HRMS', companies: 1 },
    ]));
    expect(data.whatsappMessageCount).toBe((await inbox(admin).expect(200)).body.data.totalRecords);
    expect(data.newestWhatsappMessages[0]).toMatchObject({ messageId: newestId, messageText: 'overview newest' });
    expect(data.newestWhatsappMessages.length).toBeLessThanOrEqual(5);

    await t.http.get('/api/erp/dashboard/provider').set(tenant.headers).expect(403);
  });
});
