import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { afterCommit, afterRollback, tenantStorage } from '../tenancy/tenant-context.js';
import { FileStorage, InvalidStorageKeyError, type OpenedFile, type PutOptions, type StoredFile } from './file-storage.js';

const AREA = /^[a-z][a-z0-9-]{0,39}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Files on local disk under DATA_DIR/<area>/<key>, readable by this process alone (directories 0700,
 * files 0600). A received upload is renamed into place (uploads arrive under DATA_DIR too, so it is one
 * filesystem and never a second copy); across filesystems it is copied.
 */
@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = resolve(config.dataDir);
  }

  async put(area: string, source: Buffer | { path: string }, options: PutOptions): Promise<StoredFile> {
    if (!EXTENSION.test(options.extension)) throw new Error(`bad file extension: ${options.extension}`);
    const scope = tenantStorage.current();
    const owner = scope?.companyId ?? 'platform';
    const key = `${owner}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${options.extension}`;
    const path = this.pathOf(area, key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    let size: number;
    let sha256: string;
    if (Buffer.isBuffer(source)) {
      await writeFile(path, source, { mode: 0o600, flag: 'wx' });
      size = source.length;
      sha256 = createHash('sha256').update(source).digest('hex');
    } else {
      sha256 = await sha256OfFile(source.path);
      await rename(source.path, path).catch(async (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EXDEV') throw e;
        await copyFile(source.path, path);
        await rm(source.path, { force: true });
      });
      size = (await stat(path)).size;
    }
    await chmod(path, 0o600);
    // The row that names this file may never commit: then the file goes too.
    afterRollback(() => rm(path, { force: true }));
    return { key, size, sha256 };
  }

  async open(area: string, key: string): Promise<OpenedFile | null> {
    const path = this.pathOf(area, key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async read(area: string, key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(area, key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
  }

  async remove(area: string, key: string): Promise<void> {
    const path = this.pathOf(area, key);
    afterCommit(() => rm(path, { force: true }));
  }

  /** Keys are generated here; still, nothing may resolve outside its area. */
  private pathOf(area: string, key: string): string {
    if (!AREA.test(area)) throw new Error(`bad storage area: ${area}`);
    const areaRoot = join(this.root, area);
    const path = resolve(areaRoot, key);
    if (!path.startsWith(areaRoot + sep) || key.includes('\0')) throw new InvalidStorageKeyError(key);
    return path;
  }
}
