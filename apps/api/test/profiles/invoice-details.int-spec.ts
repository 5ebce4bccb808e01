import { deflateSync } from 'node:zlib';
import { activeCompany, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND), so the type check by first bytes sees an image. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 31 item 6: the company profile carries phone, e-mail, logo, bank account, IFSC and UPI id for its invoices. */
describe('company invoice details', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const save = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/invoice-details').set(s.headers).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  it('starts empty, then saves cleaned values: +91 and spaces dropped, IFSC upper-cased, account number without spaces', async () => {
    const empty = await t.http.get('/api/erp/invoice-details').set(a.headers).expect(200);
    expect(empty.body.data).toEqual({ phone: null, email: null, bankName: null, accountNumber: null, ifsc: null, upiId: null, logo: null });
    const res = await save(a, {
      phone: ' +91 98200 55555 ', email: ' accounts@sharma.example.in ', bankName: 'State Bank of India', accountNumber: '3012 3456 789',
      ifsc: ' sbin0000456 ', upiId: 'sharma@oksbi',
    }).expect(200);
    expect(res.body).toMatchObject({ message: 'Invoice details saved successfully' });
    expect(res.body.data).toEqual({
      phone: '9820055555', email: 'accounts@sharma.example.in', bankName: 'State Bank of India', accountNumber: '30123456789', ifsc: 'SBIN0000456', upiId: 'sharma@oksbi', logo: null,
    });
    // A landline with its STD code is a phone too; blanks clear.
    const landline = await save(a, { phone: '080-41234567', upiId: '' }).expect(200);
    expect(landline.body.data).toMatchObject({ phone: '08041234567', upiId: null, bankName: null });
    // Another company sees its own (empty) details.
    expect((await t.http.get('/api/erp/invoice-details').set(b.headers).expect(200)).body.data.phone).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'Phone must be a 10-digit mobile number or a landline with its STD code'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ upiId: 'sharma at oksbi' }, 'UPI id must look like name@bank'],
    [{ bankName: 'SBI', accountNumber: '30123456789', ifsc: 'SBIN000456' }, 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits'],
    [{ bankName: 'SBI', accountNumber: '12ab', ifsc: 'SBIN0000456' }, 'Account number must be 9 to 18 digits'],
    [{ bankName: 'SBI', accountNumber: '30123456789' }, 'Bank name, account number and IFSC go together: fill all three or none'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await save(a, body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('takes a PNG or JPEG logo up to 256 KB, checked by its bytes, and removes it', async () => {
    const png = tinyPng();
    const up = await t.http.post('/api/erp/invoice-details/logo').set(a.headers).attach('file', png, { filename: 'logo.png', contentType: 'image/png' }).expect(200);
    expect(up.body.data.logo).toBe(`data:image/png;base64,${png.toString('base64')}`);
    // A text file named .png is not an image.
    const fake = await t.http.post('/api/erp/invoice-details/logo').set(a.headers).attach('file', Buffer.from('hello, not a picture'), { filename: 'logo.png', contentType: 'image/png' }).expect(415);
    expect(fake.body.message).toBe('The logo must be a PNG or JPEG image');
    const big = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    const tooBig = await t.http.post('/api/erp/invoice-details/logo').set(a.headers).attach('file', big, { filename: 'logo.png', contentType: 'image/png' }).expect(413);
    expect(tooBig.body.message).toBe('The logo must be at most 256 KB');
    // Still the first logo; saving the other fields keeps it.
    expect((await save(a, { phone: '9820055555' }).expect(200)).body.data.logo).toBe(up.body.data.logo);
    const removed = await t.http.delete('/api/erp/invoice-details/logo').set(a.headers).expect(200);
    expect(removed.body.data.logo).toBeNull();
  });
});
