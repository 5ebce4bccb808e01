import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, trade } from './trade-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 28 item 4: saved transporters, and the e-way bill of a stock transfer (own goods between two warehouses). */
describe('transporters and stock transfer e-way bills', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof trade>;
  let pune = 0;
  let bhiwandi = 0;
  let bare = 0;
  let laptop = 0;
  let rice = 0;
  let bigTransfer = 0;
  let smallTransfer = 0;
  let noPinTransfer = 0;
  let laptopInvoice = 0;
  let sahyadri = 0;
  const file = (s: Session, path: string) => t.http.get(path).set(s.headers).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
  const transporter = (s: Session, body: object) => t.http.post('/api/erp/transporter').set(s.headers).send({ id: 0, ...body });
  const list = async (s: Session, q: object) =>
    (await t.http.get(`/api/erp/transporter?q=${encodeURIComponent(JSON.stringify(q))}`).set(s.headers).expect(200)).body.data;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = trade(t.http, a);
    pune = (await api.warehouse({ name: 'Pune Godown', address: '14 Market Yard', city: 'Pune', stateId: 27, pincode: '411037' })).id;
    bhiwandi = (await api.warehouse({ name: 'Bhiwandi Depot', address: 'Plot 7, Mankoli Naka', city: 'Bhiwandi', stateId: 27, pincode: '421302' })).id;
    bare = (await api.warehouse({ name: 'Shop Floor' })).id;
    const computers = (await api.category({ name: 'Computers', taxPercent: 18, hsn: '8471' })).id;
    laptop = (await api.product(computers, { name: 'Laptop', mrp: '70800', pp: '50000', sp: '70800' })).id;
    const grains = (await api.category({ name: 'Grains', taxPercent: 5, hsn: '1006' })).id;
    rice = (await api.product(grains, { name: 'Basmati Rice 1 kg', mrp: '120', pp: '80', sp: '110', uqc: 'KGS' })).id;
    const supplier = (await api.supplier()).id;
    await api.stockIn(supplier, [{ productId: laptop, quantity: 5 }, { productId: rice, quantity: 20 }], pune);
    const move = (from: number, to: number, items: object[]) => api.post('/api/erp/stock/transfer', { fromWarehouseId: from, toWarehouseId: to, items });
    bigTransfer = (await move(pune, bhiwandi, [{ productId: laptop, quantity: 2 }, { productId: rice, quantity: '2.5' }])).id;
    smallTransfer = (await move(pune, bhiwandi, [{ productId: rice, quantity: 1 }])).id;
    noPinTransfer = (await move(pune, bare, [{ productId: laptop, quantity: 2 }])).id;
    const ka = (await api.customer({ name: 'Bengaluru Retail Pvt Ltd', stateId: 29, gstin: GSTINS.KA, registrationType: 'REGULAR',
      addressLine1: '5 Residency Road', city: 'Bengaluru', pincode: '560025' })).id;
    laptopInvoice = (await api.post('/api/erp/sale-invoice', { customerId: ka, warehouseId: pune, items: [{ productId: laptop, quantity: 1 }] })).id;
  });
  afterAll(async () => t.close());

  it('saves transporters (create, edit, search, paging) and refuses bad ones with clear messages', async () => {
    const created = (await transporter(a, { name: 'Sahyadri Roadways', transporterGstin: '27aaacs1234k1z5', vehicleNo: 'mh-12-ab-1234', distanceKm: 150 })
      .expect(200)).body;
    expect(created.message).toBe('Transporter saved successfully');
    sahyadri = created.data.id;
    expect(created.data).toEqual({
      id: sahyadri, name: 'Sahyadri Roadways', transporterGstin: '27AAACS1234K1Z5', transportMode: 'ROAD', vehicleNo: 'MH12AB1234', distanceKm: 150,
    });
    await transporter(a, { name: 'Konkan Rail Cargo', transportMode: 'rail' }).expect(200);
    await transporter(a, { name: 'Blue Dart Air', transportMode: 'AIR', distanceKm: 0 }).expect(200);

    const page = await list(a, { search: 'roadways' });
    expect(page.totalRecords).toBe(1);
    expect(page.list[0]).toMatchObject({ id: sahyadri, name: 'Sahyadri Roadways' });
    const sorted = await list(a, { page: 1, size: 2, sort: 'name,asc' });
    expect(sorted.totalRecords).toBe(3);
    expect(sorted.list.map((x: { name: string }) => x.name)).toEqual(['Sahyadri Roadways']);
    expect((await list(b, {})).totalRecords).toBe(0);

    const edited = (await transporter(a, { id: sahyadri, name: 'Sahyadri Roadways', transporterGstin: '27AAACS1234K1Z5', vehicleNo: 'MH12AB1234', distanceKm: 160 })
      .expect(200)).body.data;
    expect(edited.distanceKm).toBe(160);
    expect((await transporter(a, { name: 'sahyadri roadways' }).expect(409)).body.message).toBe('A transporter with this name already exists');
    expect(JSON.stringify((await transporter(a, { name: 'X', transporterGstin: '12', vehicleNo: '12345', distanceKm: 5000, transportMode: 'BUS' })
      .expect(400)).body)).toEqual(expect.stringContaining("Transporter id must be the transporter's 15-character GSTIN or TRANSIN"));
    const bad = JSON.stringify((await transporter(a, { name: 'X', vehicleNo: '12345', distanceKm: 5000, transportMode: 'BUS' }).expect(400)).body);
    for (const m of ['Name must be at least 2 characters', 'Vehicle number must be like MH12AB1234', 'Distance must be a whole number of km from 0 to 4000',
      'Transport mode must be ROAD, RAIL, AIR or SHIP']) expect(bad).toContain(m);
    // Another company's transporter is not found, for edits and for e-way bills alike.
    expect((await transporter(b, { id: sahyadri, name: 'Mine now' }).expect(404)).body.message).toBe('Transporter not found');
    expect((await t.http.get(`/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?transporter=${sahyadri}`).set(b.headers).expect(404)).body.message)
      .toBe('Invoice not found');

    const gone = (await transporter(a, { name: 'Gone Movers', vehicleNo: 'MH01AA0001', distanceKm: 1 }).expect(200)).body.data.id;
    await t.http.delete(`/api/erp/transporter?id=${gone}`).set(a.headers).expect(200);
    expect((await t.http.delete(`/api/erp/transporter?id=${gone}`).set(a.headers).expect(404)).body.message).toBe('Transporter not found');
  });

  it("answers a transfer's e-way bill as own goods moved under one GSTIN, with the saved transporter and the query overriding it", async () => {
    const res = await file(a, `/api/erp/stock/transfer/${bigTransfer}/e-way-bill?transporter=${sahyadri}&distanceKm=38`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="EWB_TRF_\d{4}_00001\.json"$/);
    const json = JSON.parse(res.body);
    expect(json.version).toBe('1.0.0621');
    const [bill] = json.billLists;
    expect(bill).toMatchObject({
      userGstin: GSTINS.MH, supplyType: 'O', subSupplyType: 5, subSupplyDesc: '', docType: 'CHL', docNo: expect.stringMatching(/^TRF\/\d{4}\/00001$/), transType: 1,
      fromGstin: GSTINS.MH, fromAddr1: '14 Market Yard', fromPlace: 'Pune', fromPincode: 411037, fromStateCode: 27, actFromStateCode: 27,
      toGstin: GSTINS.MH, toAddr1: 'Plot 7, Mankoli Naka', toPlace: 'Bhiwandi', toPincode: 421302, toStateCode: 27, actToStateCode: 27,
      // 2 laptops at 50,000 and 2.5 kg of rice at 80: the cost they left Pune with; no tax on moving one's own goods.
      totalValue: 100200, cgstValue: 0, sgstValue: 0, igstValue: 0, cessValue: 0, OthValue: 0, totInvValue: 100200,
      transMode: 1, transDistance: '38', transporterName: 'Sahyadri Roadways', transporterId: '27AAACS1234K1Z5', vehicleNo: 'MH12AB1234', vehicleType: 'R',
      mainHsnCode: 8471,
    });
    expect(bill.fromTrdName).toBe(bill.toTrdName);
    expect(bill.itemList).toEqual([
      { itemNo: 1, productName: 'Laptop', productDesc: 'Laptop', hsnCode: 8471, quantity: 2, qtyUnit: 'NOS', taxableAmount: 100000, cgstRate: 0, sgstRate: 0,
        igstRate: 0, cessRate: 0, cessNonAdvol: 0 },
      { itemNo: 2, productName: 'Basmati Rice 1 kg', productDesc: 'Basmati Rice 1 kg', hsnCode: 1006, quantity: 2.5, qtyUnit: 'KGS', taxableAmount: 200,
        cgstRate: 0, sgstRate: 0, igstRate: 0, cessRate: 0, cessNonAdvol: 0 },
    ]);
    // The saved distance when the query has none; the query's vehicle over the saved one.
    const saved = JSON.parse((await file(a, `/api/erp/stock/transfer/${bigTransfer}/e-way-bill?transporter=${sahyadri}&vehicleNo=MH43BX9876`).expect(200)).body);
    expect(saved.billLists[0]).toMatchObject({ transDistance: '160', vehicleNo: 'MH43BX9876', transporterId: '27AAACS1234K1Z5' });
  });

  it('refuses a transfer at ₹50,000 or less unless asked, and one the portal could not take', async () => {
    const below = await t.http.get(`/api/erp/stock/transfer/${smallTransfer}/e-way-bill?distanceKm=38&vehicleNo=MH12AB1234`).set(a.headers).expect(409);
    expect(below.body.message).toBe(
      'An e-way bill is required only above ₹50,000.00: the goods on this transfer are worth ₹80.00 (ask with force=true to make one anyway)');
    const forced = JSON.parse((await file(a, `/api/erp/stock/transfer/${smallTransfer}/e-way-bill?distanceKm=38&vehicleNo=MH12AB1234&force=true`).expect(200)).body);
    expect(forced.billLists[0]).toMatchObject({ totalValue: 80, itemList: [expect.objectContaining({ hsnCode: 1006, quantity: 1 })] });

    expect((await t.http.get(`/api/erp/stock/transfer/${noPinTransfer}/e-way-bill?distanceKm=5&vehicleNo=MH12AB1234`).set(a.headers).expect(409)).body.message)
      .toBe('Warehouse Shop Floor has no 6-digit PIN code: an e-way bill needs the PIN of both warehouses');
    expect((await t.http.get(`/api/erp/stock/transfer/${bigTransfer}/e-way-bill?vehicleNo=MH12AB1234`).set(a.headers).expect(400)).body.message)
      .toBe('Distance (km) is required');
    expect((await t.http.get(`/api/erp/stock/transfer/${bigTransfer}/e-way-bill?distanceKm=5`).set(a.headers).expect(400)).body.message)
      .toBe("A road e-way bill needs the vehicle number or the transporter's id");
    expect((await t.http.get(`/api/erp/stock/transfer/${bigTransfer}/e-way-bill?transporter=999999`).set(a.headers).expect(404)).body.message)
      .toBe('Transporter not found');
    expect(JSON.stringify((await t.http.get(`/api/erp/stock/transfer/${bigTransfer}/e-way-bill?transporter=abc`).set(a.headers).expect(400)).body))
      .toContain('Transporter must be the id of a saved transporter');
    expect((await t.http.get(`/api/erp/stock/transfer/${bigTransfer}/e-way-bill?distanceKm=5&vehicleNo=MH12AB1234`).set(b.headers).expect(404)).body.message)
      .toBe('Stock transfer not found');
  });

  it("uses a saved transporter for an invoice's e-way bill too", async () => {
    const bill = JSON.parse((await file(a, `/api/erp/sale-invoice/${laptopInvoice}/e-way-bill?transporter=${sahyadri}`).expect(200)).body).billLists[0];
    expect(bill).toMatchObject({
      supplyType: 'O', subSupplyType: 1, docType: 'INV', transMode: 1, transDistance: '160', vehicleNo: 'MH12AB1234', transporterId: '27AAACS1234K1Z5',
      transporterName: 'Sahyadri Roadways', toGstin: GSTINS.KA,
    });
  });
});
