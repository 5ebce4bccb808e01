import { Global, Module } from '@nestjs/common';
import { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/** core/storage: inject `FileStorage` (a class token) wherever files are kept. */
@Global()
@Module({
  providers: [{ provide: FileStorage, useClass: LocalDiskStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
