import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trade } from '../inventory/trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

// Issue 31 item 5: optional barcode and SKU, unique per company (one code names one product), found by a scan.
describe('product barcode and SKU', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let category: number;
  let pen: { id: number };

  const save = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/product').set(s.headers).send(body);
  const lookup = (s: Session, code: string) => t.http.get(`/api/erp/product/lookup?code=${encodeURIComponent(code)}`).set(s.headers);
  const base = { id: 0, mrp: '20', pp: '5', sp: '10' };

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    category = (await trade(t.http, a).category({ name: 'Stationery', taxPercent: 18, hsn: '9608' })).id;
    pen = (await save(a, { ...base, categoryId: category, name: 'Gel Pen', barcode: ' 8901234567890 ', sku: 'pen-blue-01' }).expect(200)).body.data;
  });
  afterAll(async () => t.close());

  it('saves both codes trimmed, lists them, and keeps them on an edit that does not send them', async () => {
    expect(pen).toMatchObject({ barcode: '8901234567890', sku: 'pen-blue-01' });
    const edited = (await save(a, { ...base, id: pen.id, categoryId: category, name: 'Gel Pen', sp: '11' }).expect(200)).body.data;
    expect(edited).toMatchObject({ sp: '11.00', barcode: '8901234567890', sku: 'pen-blue-01' });
    const found = (await t.http.get('/api/erp/product?search=8901234567890').set(a.headers).expect(200)).body.data;
    expect(found.list.map((p: { id: number }) => p.id)).toEqual([pen.id]);
  });

  it('refuses a code another product of the company holds, as barcode or as SKU, naming that product (409)', async () => {
    const same = await save(a, { ...base, categoryId: category, name: 'Pencil', barcode: '8901234567890' }).expect(409);
    expect(same.body.message).toBe('Barcode 8901234567890 is already used by Gel Pen');
    const crossed = await save(a, { ...base, categoryId: category, name: 'Pencil', barcode: 'PEN-BLUE-01' }).expect(409);
    expect(crossed.body.message).toBe('Barcode PEN-BLUE-01 is already used by Gel Pen');
    const sku = await save(a, { ...base, categoryId: category, name: 'Pencil', sku: '8901234567890' }).expect(409);
    expect(sku.body.message).toBe('SKU 8901234567890 is already used by Gel Pen');
    // Another company may use the same codes.
    const otherCategory = (await trade(t.http, b).category({ name: 'Stationery', taxPercent: 18, hsn: '9608' })).id;
    await save(b, { ...base, categoryId: otherCategory, name: 'Their Pen', barcode: '8901234567890', sku: 'PEN-BLUE-01' }).expect(200);
  });

  it('refuses codes with spaces or too long, and clears a code sent empty', async () => {
    const spaced = await save(a, { ...base, categoryId: category, name: 'Pencil', barcode: '890 123' }).expect(400);
    expect(spaced.body.message).toBe('Barcode must be 1 to 64 letters, digits or symbols, without spaces');
    const long = await save(a, { ...base, categoryId: category, name: 'Pencil', sku: 'x'.repeat(65) }).expect(400);
    expect(long.body.message).toBe('SKU must be 1 to 64 letters, digits or symbols, without spaces');
    const pencil = (await save(a, { ...base, categoryId: category, name: 'Pencil', sku: 'PENCIL' }).expect(200)).body.data;
    const cleared = (await save(a, { ...base, id: pencil.id, categoryId: category, name: 'Pencil', sku: '' }).expect(200)).body.data;
    expect(cleared.sku).toBeNull();
  });

  it('looks a product up by barcode or SKU in any case, only in the company; an unknown code is a 404 naming it', async () => {
    expect((await lookup(a, '8901234567890').expect(200)).body.data).toMatchObject({ id: pen.id, name: 'Gel Pen' });
    expect((await lookup(a, 'PEN-BLUE-01').expect(200)).body.data).toMatchObject({ id: pen.id });
    expect((await lookup(b, '8901234567890').expect(200)).body.data.name).toBe('Their Pen');
    expect((await lookup(a, 'NOPE-1').expect(404)).body.message).toBe('No product has the barcode or SKU NOPE-1');
    expect((await t.http.get('/api/erp/product/lookup?code=').set(a.headers).expect(400)).body.message).toBe('Enter a barcode or SKU');
  });
});
