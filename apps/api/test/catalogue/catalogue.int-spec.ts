import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

describe('catalogue: categories and products', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  const category = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/category').set(s.headers).send(body);
  const product = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/product').set(s.headers).send(body);
  const q = (o: Record<string, unknown>) => encodeURIComponent(JSON.stringify(o));

  describe('categories', () => {
    it('creates a category with GST percent, HSN and a percentage cess', async () => {
      const res = await category(a, { id: 0, name: 'Aerated Drinks', description: 'Soft drinks', taxPercent: 18, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12 }).expect(200);
      expect(res.body).toMatchObject({
        status: 'OK',
        message: 'Category saved successfully',
        data: { id: expect.any(Number), name: 'Aerated Drinks', taxPercent: 18, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12 },
      });
    });

    it('saves NONE and 0.0 when cess is not applicable, whatever type and value were sent', async () => {
      const res = await category(a, { id: 0, name: 'Stationery', taxPercent: 12, hsn: '4820', cessApplicable: false, cessType: 'FIXED', cessValue: 5 }).expect(200);
      expect(res.body.data).toMatchObject({ cessApplicable: false, cessType: 'NONE', cessValue: 0 });
      const again = await category(a, { id: 0, name: 'Groceries', taxPercent: 5 }).expect(200);
      expect(again.body.data).toMatchObject({ cessApplicable: false, cessType: 'NONE', cessValue: 0, hsn: null });
    });

    it('edits a category (id not 0) and answers 404 for an unknown one', async () => {
      const created = await category(a, { id: 0, name: 'Tobacco', taxPercent: 28, hsn: '2402', cessApplicable: true, cessType: 'FIXED', cessValue: '4.17' }).expect(200);
      const id = created.body.data.id;
      const edited = await category(a, { id, name: 'Tobacco Products', taxPercent: 28, hsn: '2402', cessApplicable: true, cessType: 'FIXED', cessValue: '4.5' }).expect(200);
      expect(edited.body.data).toMatchObject({ id, name: 'Tobacco Products', cessType: 'FIXED', cessValue: 4.5 });
      const missing = await category(a, { id: 999999, name: 'Nothing', taxPercent: 5 }).expect(404);
      expect(missing.body).toEqual({ status: 'NOT_FOUND', message: 'Category not found', data: null });
    });

    it.each([
      [{ id: 0, taxPercent: 5 }, 'Name required'],
      [{ id: 0, name: '', taxPercent: 5 }, 'Name required'],
      [{ id: 0, name: 'A', taxPercent: 5 }, 'Name must be at least 2 characters'],
      [{ id: 0, name: 'x'.repeat(101), taxPercent: 5 }, 'Name must be at most 100 characters'],
      [{ id: 0, name: 'Valid Name', taxPercent: 101 }, 'GST Percentage must be between 0 and 100 with at most 2 decimals'],
      [{ id: 0, name: 'Valid Name', taxPercent: -1 }, 'GST Percentage must be between 0 and 100 with at most 2 decimals'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, hsn: '12' }, 'HSN Code must be 4, 6 or 8 digits'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, cessApplicable: true, cessValue: 1 }, 'Please select CESS type'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, cessApplicable: true, cessType: 'NONE', cessValue: 1 }, 'Please select CESS type'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, cessApplicable: true, cessType: 'PERCENT' }, 'CESS value must be greater than 0 with at most 3 decimals'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, cessApplicable: true, cessType: 'PERCENT', cessValue: 0 }, 'CESS value must be greater than 0 with at most 3 decimals'],
      [{ id: 0, name: 'Valid Name', taxPercent: 5, cessApplicable: true, cessType: 'FIXED', cessValue: '1.255' }, 'A fixed CESS is in rupees per unit: at most 2 decimals'],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await category(a, body).expect(400);
      expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
    });

    it('refuses a second category with the same name (any case)', async () => {
      await category(a, { id: 0, name: 'Dairy', taxPercent: 5 }).expect(200);
      const res = await category(a, { id: 0, name: 'DAIRY', taxPercent: 5 }).expect(409);
      expect(res.body.message).toBe('A category with this name already exists');
      // Another company may use the same name.
      await category(b, { id: 0, name: 'Dairy', taxPercent: 5 }).expect(200);
    });

    it('lists its own categories, paged with q, searchable, and a select list', async () => {
      const res = await t.http.get(`/api/erp/category/all?q=${q({ search: 'drinks', page: 0, size: 20, sort: 'id,desc' })}`).set(a.headers).expect(200);
      expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, list: [{ name: 'Aerated Drinks', cessType: 'PERCENT' }] });
      const all = await t.http.get('/api/erp/category/all').set(a.headers).expect(200);
      expect(all.body.data.totalRecords).toBe(5);
      expect(all.body.data.list.map((c: { name: string }) => c.name)).not.toContain(undefined);
      const select = await t.http.get('/api/erp/category/select').set(a.headers).expect(200);
      expect(select.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
      const bList = await t.http.get('/api/erp/category/all').set(b.headers).expect(200);
      expect(bList.body.data.list.map((c: { name: string }) => c.name)).toEqual(['Dairy']);
    });

    it("answers 404 when company B edits company A's category, and leaves it untouched", async () => {
      const own = await category(a, { id: 0, name: 'Spices', taxPercent: 5 }).expect(200);
      const res = await category(b, { id: own.body.data.id, name: 'Hijacked', taxPercent: 0 }).expect(404);
      expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Category not found', data: null });
      const list = await t.http.get(`/api/erp/category/all?q=${q({ search: 'Spices' })}`).set(a.headers).expect(200);
      expect(list.body.data.list[0]).toMatchObject({ name: 'Spices', taxPercent: 5 });
    });
  });

  describe('products', () => {
    let drinks: number;
    let stationery: number;

    beforeAll(async () => {
      const cats = await t.http.get('/api/erp/category/select').set(a.headers).expect(200);
      drinks = cats.body.data.find((c: { name: string }) => c.name === 'Aerated Drinks').id;
      stationery = cats.body.data.find((c: { name: string }) => c.name === 'Stationery').id;
    });

    const valid = () => ({ id: 0, name: 'Cola 750 ml', categoryId: drinks, mrp: '45.00', pp: '30', sp: 38.5 });

    it('creates a product that inherits GST percent, HSN and cess from its category', async () => {
      const res = await product(a, valid()).expect(200);
      expect(res.body).toMatchObject({
        status: 'OK',
        message: 'Product saved successfully',
        data: {
          name: 'Cola 750 ml', categoryId: drinks, categoryName: 'Aerated Drinks', mrp: '45.00', pp: '30.00', sp: '38.50',
          taxPercent: 18, hsn: '2202', cessApplicable: true, cessType: 'PERCENT', cessValue: 12,
        },
      });
    });

    it('keeps its own GST fields when given, and edits', async () => {
      const res = await product(a, { ...valid(), name: 'Diet Cola', taxPercent: 12, hsn: '22021010', cessApplicable: false }).expect(200);
      expect(res.body.data).toMatchObject({ taxPercent: 12, hsn: '22021010', cessApplicable: false, cessType: 'NONE', cessValue: 0 });
      const edited = await product(a, { ...valid(), id: res.body.data.id, name: 'Diet Cola 500 ml', sp: '45' }).expect(200);
      expect(edited.body.data).toMatchObject({ id: res.body.data.id, name: 'Diet Cola 500 ml', sp: '45.00' });
    });

    it('accepts purchase = selling = MRP', async () => {
      await product(a, { ...valid(), name: 'Notebook', categoryId: stationery, mrp: 50, pp: 50, sp: 50 }).expect(200);
    });

    it.each([
      [{ name: undefined }, 'Name required'],
      [{ name: '' }, 'Name required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ categoryId: undefined }, 'Please select category'],
      [{ categoryId: 0 }, 'Please select category'],
      [{ categoryId: 'abc' }, 'Please select category'],
      [{ categoryId: 1.5 }, 'Please select category'],
      [{ mrp: undefined }, 'MRP is required'],
      [{ mrp: 0 }, 'MRP must be a positive amount with at most 2 decimals'],
      [{ mrp: '-5' }, 'MRP must be a positive amount with at most 2 decimals'],
      [{ pp: undefined }, 'Purchase Price is required'],
      [{ pp: '10.005' }, 'Purchase Price must be a positive amount with at most 2 decimals'],
      [{ sp: undefined }, 'Selling Price is required'],
      [{ sp: 'ten' }, 'Selling Price must be a positive amount with at most 2 decimals'],
      [{ sp: '29.99' }, 'Selling Price must be greater than Purchase Price'],
      [{ sp: '45.01' }, 'SP cannot be greater than MRP'],
      [{ taxPercent: 150 }, 'GST Percentage must be between 0 and 100 with at most 2 decimals'],
    ])('refuses %j with "%s"', async (change, message) => {
      const res = await product(a, { ...valid(), name: 'Bad Product', ...change }).expect(400);
      expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
    });

    it("refuses another company's category as if it did not exist", async () => {
      const res = await product(b, { ...valid(), name: 'Sneaky' }).expect(404);
      expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Category not found', data: null });
    });

    it("answers 404 when company B edits company A's product", async () => {
      const own = await t.http.get('/api/erp/product').set(a.headers).expect(200);
      const bCats = await t.http.get('/api/erp/category/select').set(b.headers).expect(200);
      const res = await product(b, { ...valid(), id: own.body.data.list[0].id, categoryId: bCats.body.data[0].id }).expect(404);
      expect(res.body).toEqual({ status: 'NOT_FOUND', message: 'Product not found', data: null });
      const bList = await t.http.get('/api/erp/product').set(b.headers).expect(200);
      expect(bList.body.data.totalRecords).toBe(0);
    });

    it('filters by category and pages with plain parameters, totals spanning pages', async () => {
      for (let i = 1; i <= 22; i += 1) {
        await product(a, { ...valid(), name: `Pen ${String(i).padStart(2, '0')}`, categoryId: stationery, mrp: 20, pp: 10, sp: 15 }).expect(200);
      }
      const page0 = await t.http.get(`/api/erp/product?categoryId=${stationery}&page=0&size=20&sort=name,asc`).set(a.headers).expect(200);
      expect(page0.body.data.totalRecords).toBe(23);
      expect(page0.body.data.totalPages).toBe(2);
      expect(page0.body.data.list).toHaveLength(20);
      expect(page0.body.data.list[0].name).toBe('Notebook');
      const page1 = await t.http.get(`/api/erp/product?q=${q({ page: 1, size: 20, sort: 'name,asc' })}&categoryId=${stationery}`).set(a.headers).expect(200);
      expect(page1.body.data.list.map((p: { name: string }) => p.name)).toEqual(['Pen 20', 'Pen 21', 'Pen 22']);
      const drinksOnly = await t.http.get(`/api/erp/product?categoryId=${drinks}`).set(a.headers).expect(200);
      expect(drinksOnly.body.data.list.every((p: { categoryId: number }) => p.categoryId === drinks)).toBe(true);
      const bad = await t.http.get('/api/erp/product?categoryId=x').set(a.headers).expect(400);
      expect(bad.body.message).toBe('Please select category');
      const sortBad = await t.http.get('/api/erp/product?sort=password,asc').set(a.headers).expect(400);
      expect(sortBad.body.status).toBe('BAD_REQUEST');
    });

    it('refuses a duplicate product name in the company', async () => {
      const res = await product(a, { ...valid() }).expect(409);
      expect(res.body.message).toBe('A product with this name already exists');
    });
  });
});
