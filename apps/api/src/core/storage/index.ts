export { FileStorage, InvalidStorageKeyError, type OpenedFile, type PutOptions, type StoredFile } from './file-storage.js';
export { StorageModule } from './storage.module.js';
