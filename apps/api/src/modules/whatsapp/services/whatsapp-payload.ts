/**
 * Reads the WhatsApp Cloud API webhook payload
 * (`{ object, entry: [{ changes: [{ field: 'messages', value: { metadata, contacts, messages, statuses } }] }] }`)
 * into inbox rows. Pure: no I/O, so every message kind is unit-tested here.
 *
 * Status updates (sent, delivered, read, failed) arrive in `value.statuses` and are not messages: they are
 * never read. A message missing its id, sender or time is skipped rather than stored half-written.
 */

export interface IncomingWhatsappMessage {
  messageId: string;
  waId: string;
  /** The sender's profile name from the payload's contacts; null when Meta sent none. */
  name: string | null;
  messageType: string;
  /** What the inbox shows: the text itself, or a short description such as "[image] caption". */
  messageText: string;
  phoneNumberId: string | null;
  timestamp: Date;
  /** The message object as received, kept for support (media ids, reply context). */
  payload: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const MAX_TEXT = 10_000;
const LIMITS = { messageId: 200, waId: 40, name: 200, type: 40, phoneNumberId: 40 } as const;

function obj(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** "[kind] detail" or "[kind]" when there is no detail. */
function tagged(kind: string, ...details: (string | undefined)[]): string {
  const detail = details.filter((d): d is string => !!d).join(' - ');
  return detail ? `[${kind}] ${detail}` : `[${kind}]`;
}

function describeLocation(location: Json | undefined): string {
  if (!location) return tagged('location');
  const place = [str(location.name), str(location.address)].filter(Boolean).join(', ');
  const lat = str(location.latitude);
  const lng = str(location.longitude);
  const coords = lat && lng ? `(${lat}, ${lng})` : undefined;
  return tagged('location', [place || undefined, coords].filter(Boolean).join(' ') || undefined);
}

function describeContacts(contacts: unknown[]): string {
  const people = contacts.map((c) => {
    const contact = obj(c) ?? {};
    const name = str(obj(contact.name)?.formatted_name) ?? str(obj(contact.name)?.first_name);
    const phone = str(obj(arr(contact.phones)[0])?.phone);
    return [name, phone].filter(Boolean).join(' ');
  }).filter(Boolean);
  return tagged(people.length > 1 ? 'contacts' : 'contact', people.join(', ') || undefined);
}

function describeInteractive(interactive: Json | undefined): string {
  if (!interactive) return tagged('interactive');
  const button = obj(interactive.button_reply);
  if (button) return tagged('button reply', str(button.title) ?? str(button.id));
  const listReply = obj(interactive.list_reply);
  if (listReply) return tagged('list reply', str(listReply.title) ?? str(listReply.id), str(listReply.description));
  const flow = obj(interactive.nfm_reply);
  if (flow) return tagged('form reply', str(flow.body) ?? str(flow.name));
  return tagged('interactive', str(interactive.type));
}

/** The readable text of one message of any kind. */
export function describeMessage(message: Json): string {
  const type = str(message.type) ?? 'unknown';
  const part = obj(message[type]);
  switch (type) {
    case 'text':
      return str(obj(message.text)?.body) ?? '';
    case 'image':
    case 'video':
    case 'sticker':
      return tagged(type, str(part?.caption));
    case 'audio':
      return tagged(part?.voice === true ? 'voice message' : 'audio');
    case 'document':
      return tagged('document', str(part?.filename), str(part?.caption));
    case 'location':
      return describeLocation(part);
    case 'contacts':
      return describeContacts(arr(message.contacts));
    case 'button':
      return tagged('button', str(obj(message.button)?.text) ?? str(obj(message.button)?.payload));
    case 'interactive':
      return describeInteractive(part);
    case 'reaction': {
      const emoji = str(part?.emoji);
      return emoji ? tagged('reaction', emoji) : tagged('reaction removed');
    }
    case 'order': {
      const items = arr(part?.product_items).length;
      return tagged('order', `${items} item${items === 1 ? '' : 's'}`, str(part?.text));
    }
    case 'system':
      return tagged('system', str(part?.body));
    case 'unsupported':
    case 'unknown': {
      const error = obj(arr(message.errors)[0]);
      return tagged('unsupported message', str(error?.title) ?? str(obj(error?.error_data)?.details));
    }
    default:
      return tagged(type);
  }
}

function clip(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max);
}

/** Every message of the payload, in the order received; statuses and malformed entries are left out. */
export function extractMessages(payload: unknown): IncomingWhatsappMessage[] {
  const out: IncomingWhatsappMessage[] = [];
  for (const entry of arr(obj(payload)?.entry)) {
    for (const change of arr(obj(entry)?.changes)) {
      const value = obj(obj(change)?.value);
      if (!value) continue;
      const names = new Map<string, string>();
      for (const contact of arr(value.contacts)) {
        const waId = str(obj(contact)?.wa_id);
        const name = str(obj(obj(contact)?.profile)?.name);
        if (waId && name) names.set(waId, name);
      }
      const phoneNumberId = clip(str(obj(value.metadata)?.phone_number_id), LIMITS.phoneNumberId) ?? null;
      for (const raw of arr(value.messages)) {
        const message = obj(raw);
        const messageId = str(message?.id);
        const waId = str(message?.from);
        const seconds = Number(str(message?.timestamp));
        if (!message || !messageId || !waId || !Number.isFinite(seconds) || seconds <= 0) continue;
        if (messageId.length > LIMITS.messageId || waId.length > LIMITS.waId) continue;
        out.push({
          messageId,
          waId,
          name: clip(names.get(waId), LIMITS.name) ?? null,
          messageType: clip(str(message.type), LIMITS.type) ?? 'unknown',
          messageText: describeMessage(message).slice(0, MAX_TEXT),
          phoneNumberId,
          timestamp: new Date(seconds * 1000),
          payload: message,
        });
      }
    }
  }
  return out;
}
