import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';

export interface Tenant {
  headers: Record<string, string>;
  companyId: number;
}

/** Valid GSTINs (right check digits) by state code, for parties in a given state. */
export const GSTINS = { MH: '27AAPFU0939F1ZV', KA: '29AAGCB7383J1Z4' } as const;

/** The catalogue, parties and inventory calls as the console makes them; each throws with the body on failure. */
export function trade(http: TestAgent, s: Tenant) {
  async function post(path: string, body: object): Promise<any> {
    const res = await http.post(path).set(s.headers).send(body);
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  async function get(path: string): Promise<any> {
    const res = await http.get(path).set(s.headers);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  let seq = 0;
  const tag = () => `${Date.now().toString(36)}${(seq += 1)}`;
  return {
    post,
    get,
    category: (body: Record<string, unknown> = {}) => post('/api/erp/category', { id: 0, name: `Category ${tag()}`, taxPercent: 18, hsn: '8517', ...body }),
    product: (categoryId: number, body: Record<string, unknown> = {}) =>
      post('/api/erp/product', { id: 0, name: `Product ${tag()}`, categoryId, mrp: '200', pp: '100', sp: '150', ...body }),
    supplier: (body: Record<string, unknown> = {}) => post('/api/erp/supplier', { id: 0, name: `Supplier ${tag()}`, stateId: 27, ...body }),
    customer: (body: Record<string, unknown> = {}) => post('/api/erp/customer', { id: 0, name: `Customer ${tag()}`, stateId: 27, ...body }),
    warehouse: (body: Record<string, unknown> = {}) => post('/api/erp/warehouse', { id: 0, name: `Warehouse ${tag()}`, ...body }),
    async defaultWarehouseId(): Promise<number> {
      const options = await get('/api/erp/warehouse/select');
      return options.find((w: { isDefault: boolean }) => w.isDefault).id;
    },
    /** Stock in through the spec's "stock without an order" path. */
    stockIn: (supplierId: number, items: { productId: number; quantity: number | string; rate?: string }[], warehouseId?: number) =>
      post('/api/erp/stock-entry', { supplierId, items, ...(warehouseId ? { warehouseId } : {}) }),
    async onHand(productId: number, warehouseId: number): Promise<string> {
      const page = await get(`/api/erp/stock?productId=${productId}&warehouseId=${warehouseId}`);
      return page.list[0]?.quantity ?? '0.000';
    },
  };
}

/** The journal lines of one document, by system account code: { SALES: { debit, credit }, ... }. */
export async function journalOf(app: INestApplicationContext, companyId: number, module: string, referenceId: number) {
  const rows: { code: string; debit: string; credit: string }[] = await app.get(TenantRunner).runAsCompany(companyId, (m) =>
    m.query(
      `SELECT a.system_code AS code, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit
         FROM journals j JOIN journal_lines l ON l.journal_id = j.id JOIN coa_accounts a ON a.id = l.account_id
        WHERE j.reference_module = $1 AND j.reference_id = $2 GROUP BY a.system_code`,
      [module, referenceId],
    ));
  return Object.fromEntries(rows.map((r) => [r.code, { debit: r.debit, credit: r.credit }]));
}
