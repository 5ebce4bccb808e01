import type { Readable } from 'node:stream';
import { BadRequestException, Injectable, NotFoundException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { FileStorage, fileTypeOf, JPEG, PDF, PNG, WEBP } from '../../../core/storage/index.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { AttachmentsRepository, type AttachmentRow } from '../repositories/attachments.repository.js';
import type { RecordKind } from '../repositories/posted-records.repository.js';
import { currentUserId } from './actor.js';
import { PostedRecordsService } from './posted-records.service.js';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MODULES = ['INCOME', 'EXPENSE'] as const;

/** Allowed types, recognised by their first bytes (the browser's Content-Type alone is not trusted). */
const ATTACHMENT_TYPES = [PDF, PNG, JPEG, WEBP];

/** A file already received to private local disk (core/http/upload-body.ts). */
export type { UploadedTempFile as UploadedFileLike } from '../../../core/http/upload-body.js';
import type { UploadedTempFile as UploadedFileLike } from '../../../core/http/upload-body.js';
import { parseId } from '../../../core/http/id-param.js';

export interface AttachmentView {
  id: number;
  module: string;
  referenceId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string | null;
  uploadedOn: string;
}

function toView(r: AttachmentRow): AttachmentView {
  return {
    id: Number(r.id), module: r.module, referenceId: Number(r.reference_id), fileName: r.file_name, contentType: r.content_type,
    sizeBytes: r.size_bytes, uploadedBy: r.created_by_name, uploadedOn: new Date(r.created_at).toISOString(),
  };
}

/** A display-safe file name: no path, no control characters, at most 255 characters. */
function safeFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || `attachment.${ext}`).slice(-255);
}

/** The core/storage area of attachments: DATA_DIR/attachments/<companyId>/<yyyy-mm>/<uuid>.<ext>. */
const AREA = 'attachments';

/**
 * Files attached to incomes and expenses, kept by core/storage; the row (company, module, record, name,
 * type, size, sha256) is written in the request's transaction, and the file goes with it if that rolls back.
 */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly storage: FileStorage,
    private readonly attachments: AttachmentsRepository,
    private readonly records: PostedRecordsService,
  ) {}

  private parseModule(module: unknown): RecordKind {
    const m = typeof module === 'string' ? module.trim().toUpperCase() : '';
    if (!(ATTACHMENT_MODULES as readonly string[]).includes(m)) throw new BadRequestException(M.attachmentModuleInvalid);
    return m as RecordKind;
  }

  async upload(moduleRaw: unknown, referenceIdRaw: unknown, file: UploadedFileLike | undefined): Promise<AttachmentView> {
    const module = this.parseModule(moduleRaw);
    const referenceId = parseId(referenceIdRaw, 'referenceId');
    if (!file || !file.path || file.size === 0) throw new BadRequestException(M.attachmentFileRequired);
    if (file.size > ATTACHMENT_MAX_BYTES) throw new PayloadTooLargeException(M.attachmentTooLarge);
    const kind = await fileTypeOf(file.path, ATTACHMENT_TYPES);
    if (!kind) throw new UnsupportedMediaTypeException(M.attachmentTypeInvalid);
    await this.records.assertExists(module, referenceId, false);

    const companyId = currentCompanyId();
    const stored = await this.storage.put(AREA, { path: file.path }, { extension: kind.ext });
    const id = await this.attachments.insert({
      companyId, module, referenceId, fileName: safeFileName(file.originalname, kind.ext), contentType: kind.type,
      sizeBytes: stored.size, storageKey: stored.key, sha256: stored.sha256, userId: currentUserId(),
    });
    return toView((await this.attachments.find(companyId, id))!);
  }

  async list(moduleRaw: unknown, referenceIdRaw: unknown): Promise<AttachmentView[]> {
    const module = this.parseModule(moduleRaw);
    const referenceId = parseId(referenceIdRaw, 'referenceId');
    await this.records.assertExists(module, referenceId, true);
    return (await this.attachments.list(currentCompanyId(), module, referenceId)).map(toView);
  }

  async open(idRaw: unknown): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
    const id = parseId(idRaw);
    const row = await this.attachments.find(currentCompanyId(), id);
    if (!row) throw new NotFoundException(M.attachmentNotFound);
    const file = await this.storage.open(AREA, row.storage_key);
    if (!file) throw new NotFoundException(M.attachmentNotFound);
    return { stream: file.stream, fileName: row.file_name, contentType: row.content_type, size: file.size };
  }

  async remove(idRaw: unknown): Promise<void> {
    const id = parseId(idRaw);
    const companyId = currentCompanyId();
    const row = await this.attachments.find(companyId, id);
    if (!row) throw new NotFoundException(M.attachmentNotFound);
    // The row stays, hidden, as the audit trail (name, size, sha256, who); the file goes once this commits.
    await this.attachments.softDelete(companyId, id);
    await this.storage.remove(AREA, row.storage_key);
  }
}
