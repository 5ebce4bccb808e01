import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStorage } from '../../src/core/storage/index.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** core/storage: files are written and deleted together with the transaction of the row that names them. */
describe('file storage (core/storage, local disk)', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: FileStorage;
  let runner: TenantRunner;
  let companyId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-storage-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    storage = t.app.get(FileStorage);
    runner = t.app.get(TenantRunner);
    companyId = (await activeCompany(t.http)).companyId;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pathOf = (area: string, key: string) => join(dataDir, area, key);

  it('writes owner-only files under DATA_DIR/<area>/<company>/<yyyy-mm>/, and reads them back', async () => {
    const stored = await runner.runAsCompany(companyId, () => storage.put('invoices', Buffer.from('%PDF-1.4 x'), { extension: 'pdf' }));
    expect(stored.key).toMatch(new RegExp(`^${companyId}/\\d{4}-\\d{2}/[0-9a-f-]{36}\\.pdf$`));
    expect(stored.size).toBe(10);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(pathOf('invoices', stored.key)).mode & 0o777).toBe(0o600);
    expect((await storage.read('invoices', stored.key))!.toString()).toBe('%PDF-1.4 x');
    const opened = await storage.open('invoices', stored.key);
    expect(opened?.size).toBe(10);
    opened!.stream.destroy();
  });

  it('moves a received file into place and removes it again when the transaction rolls back', async () => {
    const received = join(dataDir, 'received.bin');
    writeFileSync(received, 'bytes', { mode: 0o600 });
    let key = '';
    await expect(runner.runAsCompany(companyId, async () => {
      key = (await storage.put('attachments', { path: received }, { extension: 'png' })).key;
      expect(existsSync(pathOf('attachments', key))).toBe(true);
      throw new Error('the row could not be saved');
    })).rejects.toThrow('the row could not be saved');
    expect(existsSync(received)).toBe(false);
    expect(existsSync(pathOf('attachments', key))).toBe(false);
  });

  it('deletes a file only when the deleting transaction commits', async () => {
    const { key } = await runner.runAsCompany(companyId, () => storage.put('faces', Buffer.from('jpeg'), { extension: 'jpg' }));
    await expect(runner.runAsCompany(companyId, async () => {
      await storage.remove('faces', key);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(existsSync(pathOf('faces', key))).toBe(true);
    await runner.runAsCompany(companyId, () => storage.remove('faces', key));
    expect(existsSync(pathOf('faces', key))).toBe(false);
    expect(await storage.read('faces', key)).toBeNull();
    expect(await storage.open('faces', key)).toBeNull();
  });

  it('refuses keys and areas that would leave the storage root', async () => {
    await expect(storage.read('attachments', '../postgres/PG_VERSION')).rejects.toThrow('not a storage key');
    await expect(storage.read('../etc', 'passwd')).rejects.toThrow('bad storage area');
  });
});
