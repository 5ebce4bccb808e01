import { readFileSync } from 'node:fs';
import { gstinCheckDigit } from '@bizdesk/shared';
import { GSTINS, trade } from '../inventory/trade-fixtures.js';
import { activeCompany } from '../support/identity.js';
import { validate, type Schema } from '../support/json-schema.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
const schema = JSON.parse(readFileSync(new URL('../../../../packages/shared/schemas/einvoice-inv01-v1.1.schema.json', import.meta.url), 'utf8')) as Schema;

/** Issue 28 item 3: the IRP's INV-01 JSON of B2B invoices and their credit notes, checked against the schema kept in the repo. */
describe('e-invoice JSON', () => {
  let t: TestApp;
  let a: Session;
  let api: ReturnType<typeof trade>;
  const ist = new Date(Date.now() + 330 * 60_000);
  const dt = `${ist.toISOString().slice(8, 10)}/${ist.toISOString().slice(5, 7)}/${ist.toISOString().slice(0, 4)}`;
  const MH_BUYER = `27AABCU9603R1Z${gstinCheckDigit('27AABCU9603R1Z')}`;
  const file = (s: Session, path: string) => t.http.get(path).set(s.headers).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
  let interInvoice = 0;
  let intraInvoice = 0;
  let walkIn = 0;
  let creditNote = 0;
  let laptopInvoice = 0;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = trade(t.http, a);
    const drinks = (await api.category({ name: 'Drinks', taxPercent: 18, hsn: '22021010' })).id;
    const cola = (await api.product(drinks, { name: 'Cola 1 l', mrp: '118', pp: '60', sp: '118', uqc: 'BTL' })).id;
    const crate = (await api.product(drinks, { name: 'Soda crate', mrp: '1180', pp: '600', sp: '1180' })).id;
    expect((await api.get(`/api/erp/product?q=${encodeURIComponent(JSON.stringify({ search: 'Soda crate' }))}`)).list[0].uqc).toBe('NOS');
    await api.stockIn((await api.supplier()).id, [{ productId: cola, quantity: 50 }, { productId: crate, quantity: 5 }]);
    const ka = (await api.customer({ name: 'Bengaluru Retail Pvt Ltd', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR',
      addressLine1: '5 Residency Road', city: 'Bengaluru', pincode: '560025' })).id;
    const mh = (await api.customer({ name: 'Shree Traders', stateId: 27, gstin: MH_BUYER, registrationType: 'REGULAR',
      addressLine1: '21 Laxmi Road', city: 'Pune', pincode: '411030' })).id;
    const sell = (body: object) => api.post('/api/erp/sale-invoice', body);
    interInvoice = (await sell({ customerId: ka, items: [{ productId: cola, quantity: 3 }, { productId: crate, quantity: 1 }] })).id;
    intraInvoice = (await sell({ customerId: mh, items: [{ productId: cola, quantity: 2 }] })).id;
    walkIn = (await sell({ items: [{ productId: cola, quantity: 1 }] })).id;
    creditNote = (await api.post('/api/erp/credit-note', { saleInvoiceId: interInvoice, items: [{ lineNo: 1, quantity: 1 }] })).id;
    const computers = (await api.category({ name: 'Computers', taxPercent: 18, hsn: '8471' })).id;
    const laptop = (await api.product(computers, { name: 'Laptop', mrp: '70800', pp: '50000', sp: '70800' })).id;
    await api.stockIn((await api.supplier()).id, [{ productId: laptop, quantity: 2 }]);
    laptopInvoice = (await sell({ customerId: ka, items: [{ productId: laptop, quantity: 1 }] })).id;
  });
  afterAll(async () => t.close());

  it('answers an inter-state B2B invoice as INV-01 1.1 that the schema accepts, with units, rates and totals', async () => {
    const res = await file(a, `/api/erp/sale-invoice/${interInvoice}/e-invoice`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="EINV_INV_\d{4}_00001\.json"$/);
    const [doc] = JSON.parse(res.body);
    expect(validate(schema, doc)).toEqual([]);
    expect(doc).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', Dt: dt },
      SellerDtls: { Gstin: '27AAPFU0939F1ZV', Addr1: '12 MG Road', Pin: 411001, Stcd: '27', Loc: 'Pune' },
      BuyerDtls: { Gstin: GSTINS.KA, LglNm: 'Bengaluru Retail Pvt Ltd', Pos: '29', Addr1: '5 Residency Road', Loc: 'Bengaluru', Pin: 560025, Stcd: '29' },
    });
    expect(doc.ItemList).toEqual([
      expect.objectContaining({ SlNo: '1', PrdDesc: 'Cola 1 l', IsServc: 'N', HsnCd: '22021010', Qty: 3, Unit: 'BTL', UnitPrice: 100, TotAmt: 300,
        AssAmt: 300, GstRt: 18, IgstAmt: 54, CgstAmt: 0, SgstAmt: 0, CesAmt: 0, TotItemVal: 354 }),
      expect.objectContaining({ SlNo: '2', PrdDesc: 'Soda crate', Qty: 1, Unit: 'NOS', UnitPrice: 1000, AssAmt: 1000, IgstAmt: 180, TotItemVal: 1180 }),
    ]);
    expect(doc.ValDtls).toEqual({ AssVal: 1300, CgstVal: 0, SgstVal: 0, IgstVal: 234, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: 1534 });
  });

  it('splits an intra-state invoice into CGST and SGST', async () => {
    const [doc] = JSON.parse((await file(a, `/api/erp/sale-invoice/${intraInvoice}/e-invoice`).expect(200)).body);
    expect(validate(schema, doc)).toEqual([]);
    expect(doc.ItemList[0]).toMatchObject({ AssAmt: 200, CgstAmt: 18, SgstAmt: 18, IgstAmt: 0, TotItemVal: 236 });
    expect(doc.BuyerDtls).toMatchObject({ Pos: '27', Pin: 411030, Loc: 'Pune' });
  });

  it('answers a credit note on a B2B invoice as CRN with the invoice it credits', async () => {
    const [doc] = JSON.parse((await file(a, `/api/erp/credit-note/${creditNote}/e-invoice`).expect(200)).body);
    expect(validate(schema, doc)).toEqual([]);
    expect(doc.DocDtls).toMatchObject({ Typ: 'CRN', Dt: dt });
    expect(doc.DocDtls.No).toMatch(/^CN\/\d{4}\/00001$/);
    expect(doc.ItemList).toEqual([expect.objectContaining({ Qty: 1, Unit: 'BTL', AssAmt: 100, IgstAmt: 18, TotItemVal: 118 })]);
    expect(doc.ValDtls).toMatchObject({ AssVal: 100, IgstVal: 18, TotInvVal: 118 });
    expect(doc.RefDtls.PrecDocDtls[0]).toEqual({ InvNo: expect.stringMatching(/^INV\/\d{4}\/00001$/), InvDt: dt });
  });

  it('refuses a B2C invoice with a clear 409, and the schema check catches a broken document', async () => {
    const res = await t.http.get(`/api/erp/sale-invoice/${walkIn}/e-invoice`).set(a.headers).expect(409);
    expect(res.body.message).toBe('An e-invoice is for B2B invoices: this invoice has no buyer GSTIN (a B2C invoice carries a dynamic QR code instead)');
    await t.http.get('/api/erp/sale-invoice/999999/e-invoice').set(a.headers).expect(404);
    const [doc] = JSON.parse((await file(a, `/api/erp/sale-invoice/${intraInvoice}/e-invoice`).expect(200)).body);
    expect(validate(schema, { ...doc, DocDtls: { ...doc.DocDtls, Typ: 'INVOICE' }, Extra: 1 })).toEqual([
      '$: Extra is not allowed', '$.DocDtls.Typ: "INVOICE" is not one of ["INV","CRN","DBN"]', '$.DocDtls.Typ: longer than 3',
    ].sort((x, y) => (x.startsWith('$: ') ? 1 : 0) - (y.startsWith('$: ') ? 1 : 0)));
  });

  it('refuses a product unit outside the GST list', async () => {
    const category = (await api.category({ name: 'Misc', taxPercent: 18, hsn: '3924' })).id;
    const res = await t.http.post('/api/erp/product').set(a.headers)
      .send({ id: 0, name: 'Bucket', categoryId: category, mrp: '200', pp: '100', sp: '150', uqc: 'BUCKET' }).expect(400);
    expect(JSON.stringify(res.body)).toContain('Please select a unit from the GST list (UQC)');
  });

  it("stores the IRP's IRN, acknowledgement and signed QR on the invoice once, and the invoice then carries them", async () => {
    const irn = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
    const signedQrCode = 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiSVJOIn0.c2lnbmF0dXJl';
    const body = { irn: irn.toUpperCase(), ackNo: '112010036563310', ackDate: '2026-11-20 14:05:00', signedQrCode };
    const saved = await t.http.post(`/api/erp/sale-invoice/${intraInvoice}/irn`).set(a.headers).send(body).expect(200);
    expect(saved.body.message).toBe('IRN saved successfully');
    expect(saved.body.data.eInvoice).toEqual({ irn, ackNo: '112010036563310', ackDate: '2026-11-20 14:05:00', signedQrCode });
    expect((await api.get(`/api/erp/sale-invoice/${intraInvoice}`)).eInvoice).toMatchObject({ irn });
    expect((await api.get(`/api/erp/sale-invoice/${interInvoice}`)).eInvoice).toBeNull();
    const again = await t.http.post(`/api/erp/sale-invoice/${intraInvoice}/irn`).set(a.headers).send(body).expect(409);
    expect(again.body.message).toBe('This invoice already has an IRN: an IRN cannot be replaced (cancel it on the IRP and issue a new invoice)');
    expect((await t.http.post(`/api/erp/sale-invoice/${walkIn}/irn`).set(a.headers).send(body).expect(409)).body.message).toMatch(/^An e-invoice is for B2B/);
    const bad = await t.http.post(`/api/erp/sale-invoice/${interInvoice}/irn`).set(a.headers).send({ ...body, irn: 'xyz', ackDate: '20/11/2026' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('IRN must be the 64-character hash the IRP returned (0-9, a-f)');
    expect(JSON.stringify(bad.body)).toContain('Acknowledgement date must be written yyyy-MM-dd HH:mm:ss, as the IRP returns it');
  });

  it("answers the e-way bill portal's bulk JSON for goods above ₹50,000, with the transport asked for", async () => {
    const res = await file(a, `/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?distanceKm=840&vehicleNo=mh-12-ab-1234&transporterName=Sahyadri%20Roadways`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="EWB_INV_\d{4}_\d{5}\.json"$/);
    const json = JSON.parse(res.body);
    expect(json.version).toBe('1.0.0621');
    expect(json.billLists).toEqual([expect.objectContaining({
      userGstin: '27AAPFU0939F1ZV', supplyType: 'O', subSupplyType: 1, docType: 'INV', docDate: dt, transType: 1,
      fromGstin: '27AAPFU0939F1ZV', fromPlace: 'Pune', fromPincode: 411001, fromStateCode: 27, actFromStateCode: 27,
      toGstin: GSTINS.KA, toTrdName: 'Bengaluru Retail Pvt Ltd', toAddr1: '5 Residency Road', toPlace: 'Bengaluru', toPincode: 560025, toStateCode: 29,
      totalValue: 60000, cgstValue: 0, sgstValue: 0, igstValue: 10800, cessValue: 0, OthValue: 0, totInvValue: 70800,
      transMode: 1, transDistance: '840', transporterName: 'Sahyadri Roadways', vehicleNo: 'MH12AB1234', vehicleType: 'R', mainHsnCode: 8471,
      itemList: [{ itemNo: 1, productName: 'Laptop', productDesc: 'Laptop', hsnCode: 8471, quantity: 1, qtyUnit: 'NOS', taxableAmount: 60000,
        cgstRate: 0, sgstRate: 0, igstRate: 18, cessRate: 0, cessNonAdvol: 0 }],
    })]);
  });

  it('refuses at ₹50,000 or less unless asked, and without the transport the portal needs', async () => {
    const below = await t.http.get(`/api/erp/sale-invoice/${interInvoice}/e-way-bill?distanceKm=10&vehicleNo=MH12AB1234`).set(a.headers).expect(409);
    expect(below.body.message).toBe('An e-way bill is required only above ₹50,000.00: this invoice is ₹1,534.00 (ask with force=true to make one anyway)');
    const forced = JSON.parse((await file(a, `/api/erp/sale-invoice/${interInvoice}/e-way-bill?distanceKm=10&vehicleNo=MH12AB1234&force=true`).expect(200)).body);
    expect(forced.billLists[0]).toMatchObject({ totInvValue: 1534, itemList: [expect.objectContaining({ qtyUnit: 'BTL', quantity: 3 }), expect.objectContaining({ qtyUnit: 'NOS' })] });
    const road = await t.http.get(`/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?distanceKm=10`).set(a.headers).expect(400);
    expect(road.body.message).toBe("A road e-way bill needs the vehicle number or the transporter's id");
    const rail = await t.http.get(`/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?distanceKm=10&transportMode=rail`).set(a.headers).expect(400);
    expect(rail.body.message).toBe('Rail, air and ship need the transport document number and date');
    const bad = await t.http.get(`/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?vehicleNo=12345`).set(a.headers).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Vehicle number must be like MH12AB1234');
    expect(JSON.stringify(bad.body)).toContain('Distance (km) is required');
  });
});
