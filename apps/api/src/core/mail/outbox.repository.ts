import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../tenancy/sql.js';
import type { MailAttachment, MailMessage } from './mail-message.js';

export interface OutboxRow extends MailMessage {
  id: number;
  sentAt: Date | null;
}

@Injectable()
export class OutboxRepository {
  async insert(message: MailMessage, manager?: EntityManager): Promise<number> {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO outbox_emails (company_id, to_address, subject, text_body, html_body, attachments)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [message.companyId ?? null, message.to, message.subject, message.text, message.html ?? null,
        message.attachments?.length ? JSON.stringify(message.attachments) : null],
      manager,
    );
    return Number(rows[0].id);
  }

  async findUnsent(id: number, manager: EntityManager): Promise<OutboxRow | null> {
    const { rows } = await sql<{ id: string; company_id: string | null; to_address: string; subject: string; text_body: string; html_body: string | null; sent_at: Date | null; attachments: MailAttachment[] | null }>(
      `SELECT * FROM outbox_emails WHERE id = $1 FOR UPDATE`, [id], manager);
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id), companyId: r.company_id ? Number(r.company_id) : null, to: r.to_address, subject: r.subject,
      text: r.text_body, html: r.html_body ?? undefined, sentAt: r.sent_at,
      ...(r.attachments?.length ? { attachments: r.attachments } : {}),
    };
  }

  async markSent(id: number, manager: EntityManager): Promise<void> {
    await sql(`UPDATE outbox_emails SET sent_at = now(), last_error = NULL WHERE id = $1`, [id], manager);
  }
}
