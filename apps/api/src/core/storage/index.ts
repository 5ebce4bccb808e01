export { FileStorage, InvalidStorageKeyError, type OpenedFile, type PutOptions, type StoredFile } from './file-storage.js';
export { fileTypeOf, JPEG, PDF, PNG, WEBP, type FileType } from './file-types.js';
export { StorageModule } from './storage.module.js';
