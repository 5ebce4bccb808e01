import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake png body')]);
const PDF = Buffer.from('%PDF-1.4\n%receipt\n');

describe('attachments of income and expenses', () => {
  let t: TestApp;
  let dataDir: string;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;
  let expenseId: number;
  let incomeId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-attachments-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    const cash = await api.accountId('Cash');
    expenseId = (await api.expense({ expenseCategoryId: await api.categoryId('expense', 'Travel'), title: 'Train', amount: '640', expenseDate: '2026-11-10', paymentAccountId: cash })).id;
    incomeId = (await api.income({ incomeCategoryId: await api.categoryId('income', 'Rental Income'), title: 'Rent', amount: '9000', incomeDate: '2026-11-10', receivedIntoAccountId: cash })).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (module: string, referenceId: number | string, content: Buffer, name: string, type = 'application/octet-stream') =>
    t.http.post('/api/erp/attachment').set(a.headers).field('module', module).field('referenceId', String(referenceId))
      .attach('file', content, { filename: name, contentType: type });

  it('uploads, lists and downloads a file tagged with its module, stored under DATA_DIR/attachments/<company>', async () => {
    const res = await upload('EXPENSE', expenseId, PNG, 'ticket.png', 'image/png').expect(200);
    expect(res.body).toMatchObject({ status: 'OK', message: 'File uploaded successfully' });
    expect(res.body.data).toMatchObject({ module: 'EXPENSE', referenceId: expenseId, fileName: 'ticket.png', contentType: 'image/png', sizeBytes: PNG.length, uploadedBy: 'Ravi Sharma' });
    const dir = join(dataDir, 'attachments', String(a.companyId));
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.png'))).toBe(true);

    await upload('income', incomeId, PDF, 'receipt.pdf', 'application/pdf').expect(200);
    const list = await api.get(`/api/erp/attachment?module=INCOME&referenceId=${incomeId}`).expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ module: 'INCOME', fileName: 'receipt.pdf', contentType: 'application/pdf' });

    const dl = await t.http.get(`/api/erp/attachment/download?id=${res.body.data.id}`).set(a.headers).buffer(true)
      .parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); })
      .expect(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="ticket.png"');
    expect(Buffer.compare(dl.body as Buffer, PNG)).toBe(0);

    const rows = await api.get('/api/erp/expense').expect(200);
    expect(rows.body.data.list.find((r: { id: number }) => r.id === expenseId).attachmentCount).toBe(1);
  });

  it('refuses other types (by content, not by the name), oversize files and missing parts', async () => {
    const text = await upload('EXPENSE', expenseId, Buffer.from('just text'), 'fake.png', 'image/png').expect(415);
    expect(text.body).toEqual({ status: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PDF, PNG, JPEG and WebP files can be attached', data: null });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('EXPENSE', expenseId, big, 'big.pdf', 'application/pdf').expect(413);
    expect(tooBig.body).toEqual({ status: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB', data: null });
    expect((await upload('SALE', expenseId, PDF, 'a.pdf').expect(400)).body.message).toBe('module must be INCOME or EXPENSE');
    expect((await upload('EXPENSE', 'abc', PDF, 'a.pdf').expect(400)).body.message).toBe('referenceId must be a positive whole number');
    expect((await upload('EXPENSE', 999999, PDF, 'a.pdf').expect(404)).body.message).toBe('Expense not found');
    const noFile = await t.http.post('/api/erp/attachment').set(a.headers).field('module', 'EXPENSE').field('referenceId', String(expenseId)).expect(400);
    expect(noFile.body.message).toBe('Please choose a file to upload');
  });

  const storedFiles = () => readdirSync(join(dataDir, 'attachments'), { recursive: true }).map(String).filter((f) => /\.\w+$/.test(f));

  it('removes an attachment from the list and its file from the disk', async () => {
    const before = storedFiles().length;
    const res = await upload('EXPENSE', expenseId, PDF, 'dup.pdf', 'application/pdf').expect(200);
    expect(storedFiles()).toHaveLength(before + 1);
    await api.del(`/api/erp/attachment?id=${res.body.data.id}`).expect(200);
    expect(storedFiles()).toHaveLength(before);
    const list = await api.get(`/api/erp/attachment?module=EXPENSE&referenceId=${expenseId}`).expect(200);
    expect(list.body.data.map((f: { fileName: string }) => f.fileName)).toEqual(['ticket.png']);
    await t.http.get(`/api/erp/attachment/download?id=${res.body.data.id}`).set(a.headers).expect(404);
  });

  it('keeps a file name in UTF-8 (Devanagari, accents) and offers it back for download', async () => {
    const name = 'रसीद-ñ.pdf';
    const res = await upload('EXPENSE', expenseId, PDF, name, 'application/pdf').expect(200);
    expect(res.body.data.fileName).toBe(name);
    const dl = await t.http.get(`/api/erp/attachment/download?id=${res.body.data.id}`).set(a.headers).expect(200);
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    await api.del(`/api/erp/attachment?id=${res.body.data.id}`).expect(200);
  });

  it("another company never sees, downloads, adds to or removes a company's files (404)", async () => {
    const b = await activeCompany(t.http);
    const apiB = accountingApi(t.http, b);
    const [file] = (await api.get(`/api/erp/attachment?module=EXPENSE&referenceId=${expenseId}`).expect(200)).body.data;
    expect((await apiB.get(`/api/erp/attachment?module=EXPENSE&referenceId=${expenseId}`).expect(404)).body).toEqual({ status: 'NOT_FOUND', message: 'Expense not found', data: null });
    expect((await apiB.get(`/api/erp/attachment/download?id=${file.id}`).expect(404)).body.message).toBe('Attachment not found');
    await apiB.del(`/api/erp/attachment?id=${file.id}`).expect(404);
    await t.http.post('/api/erp/attachment').set(b.headers).field('module', 'EXPENSE').field('referenceId', String(expenseId))
      .attach('file', PDF, { filename: 'x.pdf', contentType: 'application/pdf' }).expect(404);
    await api.get(`/api/erp/attachment/download?id=${file.id}`).expect(200);
  });
});
