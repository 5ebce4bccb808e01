import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns, type RowOf } from '../../../core/database/typed-select.js';

const ATTACHMENT = storedColumns('attachments', [
  'id', 'module', 'reference_id', 'file_name', 'content_type', 'size_bytes', 'storage_key', 'sha256', 'created_by_name', 'created_at',
]);
export type AttachmentRow = RowOf<typeof ATTACHMENT>;
const ATTACHMENT_ID = storedColumns('attachments', ['id']);

@Injectable()
export class AttachmentsRepository {
  async insert(a: {
    companyId: number; module: string; referenceId: number; fileName: string; contentType: string; sizeBytes: number;
    storageKey: string; sha256: string; userId: number | null;
  }): Promise<number> {
    const { rows } = await sql(
      ATTACHMENT_ID.returning(`INSERT INTO attachments (company_id, module, reference_id, file_name, content_type, size_bytes, storage_key, sha256,
                                created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT name FROM users WHERE id = $9))`),
      [a.companyId, a.module, a.referenceId, a.fileName, a.contentType, a.sizeBytes, a.storageKey, a.sha256, a.userId],
    );
    return Number(rows[0].id);
  }

  async list(companyId: number, module: string, referenceId: number): Promise<AttachmentRow[]> {
    const { rows } = await sql(
      ATTACHMENT.select(`FROM attachments WHERE company_id = $1 AND module = $2 AND reference_id = $3 AND deleted_at IS NULL ORDER BY id`),
      [companyId, module, referenceId],
    );
    return rows;
  }

  async find(companyId: number, id: number): Promise<AttachmentRow | null> {
    const { rows } = await sql(
      ATTACHMENT.select(`FROM attachments WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL`), [companyId, id]);
    return rows[0] ?? null;
  }

  async softDelete(companyId: number, id: number): Promise<void> {
    await sql(`UPDATE attachments SET deleted_at = now() WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }
}
