import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import type { IncomingWhatsappMessage } from '../services/whatsapp-payload.js';

const SORTABLE: Record<string, string> = { id: 'id', timestamp: '"timestamp"', waId: 'wa_id', name: 'name' };
export const WHATSAPP_SORTABLE = Object.keys(SORTABLE);

export interface WhatsappMessageRow {
  id: string;
  message_id: string;
  wa_id: string;
  name: string | null;
  message_type: string;
  message_text: string;
  timestamp: Date;
  received_at: Date;
}

const COLUMNS = 'id, message_id, wa_id, name, message_type, message_text, "timestamp", received_at';

/** whatsapp_messages is platform data: every call runs in the platform context (RLS admits nothing else). */
@Injectable()
export class WhatsappMessagesRepository {
  /**
   * One statement for the whole delivery; a message id already stored is skipped (a replayed or
   * re-delivered webhook stores nothing twice, even when two deliveries race). Answers the ids inserted.
   */
  async insertNew(messages: IncomingWhatsappMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const params: unknown[] = [];
    const tuples = messages.map((m) => {
      const base = params.length;
      params.push(m.messageId, m.waId, m.name, m.messageType, m.messageText, m.phoneNumberId, m.timestamp, JSON.stringify(m.payload));
      const [a, b, c, d, e, f, g, h] = Array.from({ length: 8 }, (_, i) => `$${base + i + 1}`);
      return `(${a}, ${b}, ${c}, ${d}, ${e}, ${f}, ${g}, ${h}::jsonb)`;
    });
    const { rows } = await sql<{ message_id: string }>(
      `INSERT INTO whatsapp_messages (message_id, wa_id, name, message_type, message_text, phone_number_id, "timestamp", payload)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (message_id) DO NOTHING
       RETURNING message_id`,
      params,
    );
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
      await sql<WhatsappMessageRow>(
        `SELECT ${COLUMNS} FROM whatsapp_messages ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`,
        params,
      ),
      await sql<{ total: string }>(`SELECT count(*) AS total FROM whatsapp_messages ${where}`, params),
    ];
    return [rows, Number(count.rows[0].total)];
  }

  async count(): Promise<number> {
    const { rows } = await sql<{ total: string }>('SELECT count(*) AS total FROM whatsapp_messages');
    return Number(rows[0].total);
  }

  async newest(limit: number): Promise<WhatsappMessageRow[]> {
    const { rows } = await sql<WhatsappMessageRow>(
      `SELECT ${COLUMNS} FROM whatsapp_messages ORDER BY "timestamp" DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }
}
