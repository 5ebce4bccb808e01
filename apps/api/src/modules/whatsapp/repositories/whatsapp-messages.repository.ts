import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, expr, returning, select, storedColumns, type RowOf } from '../../../core/database/typed-select.js';
import type { IncomingWhatsappMessage } from '../services/whatsapp-payload.js';

const SORTABLE: Record<string, string> = { id: 'id', timestamp: '"timestamp"', waId: 'wa_id', name: 'name' };
export const WHATSAPP_SORTABLE = Object.keys(SORTABLE);

const MESSAGE = storedColumns('whatsapp_messages', ['id', 'message_id', 'wa_id', 'name', 'message_type', 'message_text', 'timestamp', 'received_at']);
export type WhatsappMessageRow = RowOf<typeof MESSAGE>;
const COUNT = select<{ total: number }>({ total: expr<number>('count(*)::int') }, 'FROM whatsapp_messages');
const INSERTED = returning<{ message_id: string }>(
  `INSERT INTO whatsapp_messages (message_id, wa_id, name, message_type, message_text, phone_number_id, "timestamp", payload)
   SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::jsonb[])
   ON CONFLICT (message_id) DO NOTHING`,
  { message_id: columnsOf('whatsapp_messages', 'whatsapp_messages').message_id },
);

/** whatsapp_messages is platform data: every call runs in the platform context (RLS admits nothing else). */
@Injectable()
export class WhatsappMessagesRepository {
  /**
   * One statement for the whole delivery; a message id already stored is skipped (a replayed or
   * re-delivered webhook stores nothing twice, even when two deliveries race). Answers the ids inserted.
   */
  async insertNew(messages: IncomingWhatsappMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    // Set-based, one statement whatever the delivery's size (module guide: lines are written with unnest).
    const { rows } = await sql(INSERTED, [
      messages.map((m) => m.messageId), messages.map((m) => m.waId), messages.map((m) => m.name), messages.map((m) => m.messageType),
      messages.map((m) => m.messageText), messages.map((m) => m.phoneNumberId), messages.map((m) => m.timestamp),
      messages.map((m) => JSON.stringify(m.payload)),
    ]);
    return rows.map((r) => r.message_id);
  }

  async list(query: ListQuery): Promise<[WhatsappMessageRow[], number]> {
    const params: unknown[] = [];
    let where = '';
    if (query.search) {
      params.push(likePattern(query.search));
      where = `WHERE wa_id ILIKE $1 OR name ILIKE $1 OR message_text ILIKE $1`;
    }
    const order = `${SORTABLE[query.sortBy] ?? 'id'} ${query.sortDirection}, id DESC`;
    const [{ rows }, count] = [
      await sql(MESSAGE.select(`FROM whatsapp_messages ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`), params),
      await sql(COUNT.and(where), params),
    ];
    return [rows, count.rows[0].total];
  }

  async count(): Promise<number> {
    return (await sql(COUNT)).rows[0].total;
  }

  async newest(limit: number): Promise<WhatsappMessageRow[]> {
    const { rows } = await sql(MESSAGE.select('FROM whatsapp_messages ORDER BY "timestamp" DESC, id DESC LIMIT $1'), [limit]);
    return rows;
  }
}
