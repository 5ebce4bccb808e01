import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';

/**
 * Where invoice PDFs live: DATA_DIR/invoices/<companyId>/<invoiceId>.pdf, owner-only (0600 files, 0700
 * folders). The one place billing touches the file system, so moving it to shared storage is one class.
 * Written to a temporary name and renamed, so a reader never sees half a file.
 */
@Injectable()
export class InvoiceFileStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.dataDir, 'invoices');
  }

  /** Stored path (relative to the store) and the file's SHA-256. */
  async write(companyId: number, invoiceId: number, pdf: Buffer): Promise<{ path: string; sha256: string }> {
    const relative = join(String(companyId), `${invoiceId}.pdf`);
    const target = this.absolute(relative);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, pdf, { mode: 0o600 });
      await rename(temporary, target);
    } catch (e) {
      await unlink(temporary).catch(() => undefined);
      throw e;
    }
    return { path: relative, sha256: createHash('sha256').update(pdf).digest('hex') };
  }

  /** The absolute path of a stored file (for mail attachments). */
  absolute(relative: string): string {
    const target = resolve(this.root, relative);
    if (!target.startsWith(this.root + sep)) throw new Error('invoice file path outside the store');
    return target;
  }

  async exists(relative: string): Promise<boolean> {
    return stat(this.absolute(relative)).then((s) => s.isFile(), () => false);
  }

  read(relative: string): Promise<Buffer> {
    return readFile(this.absolute(relative));
  }
}
