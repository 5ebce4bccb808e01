import { hubSignature, isValidHubSignature } from './webhook-signature.js';
import { extractMessages } from './whatsapp-payload.js';

/** A Cloud API delivery as Meta sends it: one change carrying contacts, messages and/or statuses. */
function delivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
      ...value,
    } }] }],
  };
}

const contact = { profile: { name: 'Asha Verma' }, wa_id: '919812345678' };
const message = (id: string, type: string, body: Record<string, unknown>) =>
  ({ from: '919812345678', id, timestamp: '1764540000', type, ...body });

function textOf(type: string, body: Record<string, unknown>): string {
  const [m] = extractMessages(delivery({ contacts: [contact], messages: [message('wamid.1', type, body)] }));
  return m.messageText;
}

describe('WhatsApp payload reader', () => {
  it('reads a text message with the sender name from contacts and the time from seconds', () => {
    const [m] = extractMessages(delivery({ contacts: [contact], messages: [message('wamid.A', 'text', { text: { body: 'Namaste, is the invoice ready?' } })] }));
    expect(m).toMatchObject({
      messageId: 'wamid.A', waId: '919812345678', name: 'Asha Verma', messageType: 'text',
      messageText: 'Namaste, is the invoice ready?', phoneNumberId: '106540352242922',
    });
    expect(m.timestamp.toISOString()).toBe(new Date(1764540000 * 1000).toISOString());
  });

  it.each([
    ['image', { image: { caption: 'Shop front', mime_type: 'image/jpeg', id: 'm1' } }, '[image] Shop front'],
    ['image', { image: { mime_type: 'image/jpeg', id: 'm1' } }, '[image]'],
    ['video', { video: { caption: 'Demo', id: 'm2' } }, '[video] Demo'],
    ['audio', { audio: { id: 'm3', voice: true } }, '[voice message]'],
    ['audio', { audio: { id: 'm3' } }, '[audio]'],
    ['document', { document: { filename: 'GST-return.pdf', caption: 'March', id: 'm4' } }, '[document] GST-return.pdf - March'],
    ['sticker', { sticker: { id: 'm5', animated: false } }, '[sticker]'],
    ['location', { location: { latitude: 18.5204, longitude: 73.8567, name: 'Office', address: 'MG Road, Pune' } },
      '[location] Office, MG Road, Pune (18.5204, 73.8567)'],
    ['contacts', { contacts: [{ name: { formatted_name: 'Ravi Kumar' }, phones: [{ phone: '+91 98765 43210' }] }] },
      '[contact] Ravi Kumar +91 98765 43210'],
    ['button', { button: { text: 'Yes, confirm', payload: 'CONFIRM' } }, '[button] Yes, confirm'],
    ['interactive', { interactive: { type: 'button_reply', button_reply: { id: 'b1', title: 'Pay now' } } }, '[button reply] Pay now'],
    ['interactive', { interactive: { type: 'list_reply', list_reply: { id: 'l1', title: 'GST filing', description: 'Monthly' } } },
      '[list reply] GST filing - Monthly'],
    ['reaction', { reaction: { message_id: 'wamid.X', emoji: '👍' } }, '[reaction] 👍'],
    ['order', { order: { catalog_id: 'c', product_items: [{}, {}] } }, '[order] 2 items'],
    ['unsupported', { errors: [{ code: 131051, title: 'Message type unknown' }] }, '[unsupported message] Message type unknown'],
    ['poll', { poll: {} }, '[poll]'],
  ])('describes %s messages readably', (type, body, expected) => {
    expect(textOf(type, body)).toBe(expected);
  });

  it('ignores status updates: a delivery of statuses holds no message', () => {
    const statuses = ['sent', 'delivered', 'read'].map((status) => ({ id: 'wamid.OUT', status, timestamp: '1764540001', recipient_id: '919812345678' }));
    expect(extractMessages(delivery({ statuses }))).toEqual([]);
  });

  it('reads every message of every entry and change, and skips malformed ones', () => {
    const payload = delivery({ contacts: [contact], messages: [
      message('wamid.1', 'text', { text: { body: 'one' } }),
      { id: 'wamid.nofrom', timestamp: '1764540000', type: 'text', text: { body: 'x' } },
      message('wamid.2', 'text', { text: { body: 'two' } }),
      message('wamid.badtime', 'text', { text: { body: 'x' }, timestamp: 'soon' }),
      'not an object',
    ] });
    (payload.entry as unknown[]).push({ changes: [{ value: { messages: [{ from: '447700900123', id: 'wamid.3', timestamp: '1764540005', type: 'text', text: { body: 'three' } }] } }] });
    const messages = extractMessages(payload);
    expect(messages.map((m) => m.messageId)).toEqual(['wamid.1', 'wamid.2', 'wamid.3']);
    expect(messages[2].name).toBeNull();
  });

  it('survives hostile shapes without throwing', () => {
    for (const payload of [null, 42, 'x', [], { entry: 'x' }, { entry: [null, { changes: [null, { value: [] }] }] }]) {
      expect(extractMessages(payload)).toEqual([]);
    }
  });
});

describe('X-Hub-Signature-256', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  it('accepts the HMAC of the exact bytes and refuses anything else', () => {
    const header = hubSignature(body, 'app-secret');
    expect(isValidHubSignature(body, header, 'app-secret')).toBe(true);
    expect(isValidHubSignature(body, header.toUpperCase().replace('SHA256=', 'sha256='), 'app-secret')).toBe(true);
    expect(isValidHubSignature(Buffer.concat([body, Buffer.from(' ')]), header, 'app-secret')).toBe(false);
    expect(isValidHubSignature(body, header, 'other-secret')).toBe(false);
    expect(isValidHubSignature(body, header.slice(0, -2), 'app-secret')).toBe(false);
    expect(isValidHubSignature(body, header.replace('sha256=', 'sha1='), 'app-secret')).toBe(false);
    expect(isValidHubSignature(body, undefined, 'app-secret')).toBe(false);
    expect(isValidHubSignature(undefined, header, 'app-secret')).toBe(false);
  });
});
