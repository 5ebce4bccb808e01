import type { INestApplicationContext } from '@nestjs/common';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { JournalService } from '../../src/modules/accounting/services/journal.service.js';

/** Runs fn as the company's user, in one transaction, with the accounting services at hand. */
export function asCompany<T>(app: INestApplicationContext, companyId: number, fn: (journal: JournalService) => Promise<T>, userId?: number): Promise<T> {
  const runner = app.get(TenantRunner);
  const journal = app.get(JournalService);
  return runner.runAsCompany(companyId, () => fn(journal), userId);
}

export async function trialBalance(app: INestApplicationContext, companyId: number): Promise<{ debit: string; credit: string }> {
  const runner = app.get(TenantRunner);
  const [row] = await runner.runAsCompany(companyId, (m) =>
    m.query(`SELECT COALESCE(sum(debit), 0)::text AS debit, COALESCE(sum(credit), 0)::text AS credit FROM journal_lines`));
  return row;
}

import type TestAgent from 'supertest/lib/agent.js';

export interface Tenant {
  headers: Record<string, string>;
  companyId: number;
}

/** Small HTTP helpers over the accounting API, as the console calls it. */
export function accountingApi(http: TestAgent, s: Tenant) {
  const get = (path: string) => http.get(path).set(s.headers);
  const post = (path: string, body: object) => http.post(path).set(s.headers).send(body);
  return {
    get,
    post,
    del: (path: string) => http.delete(path).set(s.headers),
    async accountId(name: string): Promise<number> {
      const res = await get('/api/erp/coa-account/select').expect(200);
      const found = res.body.data.find((o: { name: string }) => o.name === name);
      if (!found) throw new Error(`no account ${name}`);
      return found.id;
    },
    async categoryId(kind: 'expense' | 'income', name: string): Promise<number> {
      const res = await get(`/api/erp/${kind}-category/select`).expect(200);
      const found = res.body.data.find((o: { name: string }) => o.name === name);
      if (!found) throw new Error(`no ${kind} category ${name}`);
      return found.id;
    },
    async expense(body: Record<string, unknown>) {
      const res = await post('/api/erp/expense', { id: 0, ...body });
      if (res.status !== 200) throw new Error(`expense: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async income(body: Record<string, unknown>) {
      const res = await post('/api/erp/income', { id: 0, ...body });
      if (res.status !== 200) throw new Error(`income: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async trialBalance(fromDate = '2000-01-01', toDate = '2099-12-31') {
      const res = await get(`/api/erp/account/reports/trial-balance?fromDate=${fromDate}&toDate=${toDate}`).expect(200);
      return res.body.data;
    },
  };
}
