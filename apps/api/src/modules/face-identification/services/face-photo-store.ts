import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';

/**
 * Enrolment photos the caller asked to keep (keepPhoto): the one place this module writes files, under
 * DATA_DIR/face-photos/<company>/, readable by this process alone (0600), so moving to core/storage is
 * a change of this class only.
 */
@Injectable()
export class FacePhotoStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.dataDir, 'face-photos');
  }

  /** Answers the stored file's name (relative to the company's folder). */
  async save(companyId: number, image: Uint8Array, extension: 'jpg' | 'png'): Promise<string> {
    const dir = join(this.root, String(companyId));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const name = `${randomUUID()}.${extension}`;
    await writeFile(join(dir, name), image, { mode: 0o600, flag: 'wx' });
    return name;
  }

  async remove(companyId: number, names: string[]): Promise<void> {
    await Promise.all(names.map((n) => rm(join(this.root, String(companyId), n.replace(/[^\w.-]/g, '')), { force: true })));
  }
}
