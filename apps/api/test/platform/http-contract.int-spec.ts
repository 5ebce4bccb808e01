import type { Express } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { activeCompany, authHeaders } from '../support/identity.js';

describe('HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('reports database and queue health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'OK', data: { status: 'up', database: { status: 'up' }, queue: { status: 'up' } } });
    expect(res.headers['x-request-id']).toMatch(/.{8,}/);
  });

  it("builds requests and responses with Express's prototypes, so Express changes no prototype per request", async () => {
    // A prototype changed per request made V8 keep every request's garbage through its young-generation
    // collections: 2.5-4 ms pauses 20 times a second under load (core/http/express-server.ts, issue 18).
    const server = t.app.getHttpServer() as Server;
    const express = t.app.getHttpAdapter().getInstance() as Express;
    const seen: { request: boolean; response: boolean }[] = [];
    const spy = (req: IncomingMessage, res: ServerResponse) =>
      seen.push({ request: Object.getPrototypeOf(req) === express.request, response: Object.getPrototypeOf(res) === express.response });
    server.prependListener('request', spy);
    try {
      const ready = await t.http.get('/api/health').expect(200);
      expect(ready.body).toMatchObject({ status: 'OK', data: { status: 'up' } });
      await t.http.get('/api/erp/company/profile').expect(401);
      await t.http.post('/api/auth/authentication').send({ userName: '', password: 'abc' }).expect(400);
    } finally {
      server.removeListener('request', spy);
    }
    expect(seen).toEqual([{ request: true, response: true }, { request: true, response: true }, { request: true, response: true }]);
  });

  it('echoes a sane request id', async () => {
    const res = await t.http.get('/api/health').set('X-Request-Id', 'support-ticket-12345');
    expect(res.headers['x-request-id']).toBe('support-ticket-12345');
  });

  it('answers unknown API routes with the envelope and 404', async () => {
    const res = await t.http.get('/api/erp/no-such-thing').expect(404);
    expect(res.body).toEqual({ status: 'NOT_FOUND', message: expect.stringContaining('/api/erp/no-such-thing'), data: null });
  });

  it('refuses a call without a token with 401 in the envelope', async () => {
    const res = await t.http.get('/api/erp/company/profile').expect(401);
    expect(res.body).toEqual({ status: 'UNAUTHORIZED', message: 'Please log in to continue', data: null });
  });

  it('refuses a forged token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiY2lkIjoiMSIsImp0aSI6IngifQ.c2lnbmF0dXJl';
    const res = await t.http.get('/api/erp/company/profile').set(authHeaders(forged, 1)).expect(401);
    expect(res.body.status).toBe('UNAUTHORIZED');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.http.post('/api/auth/authentication').set('Content-Type', 'application/json').send('{"userName":').expect(400);
    expect(res.body).toEqual({ status: 'BAD_REQUEST', message: 'Request body is not valid JSON', data: null });
  });

  it('gives validation failures the field message and the list of field errors', async () => {
    const res = await t.http.post('/api/auth/authentication').send({ userName: '', password: 'abc' }).expect(400);
    expect(res.body.status).toBe('BAD_REQUEST');
    expect(res.body.message).toBe('Email is required');
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: 'Email is required' },
        { field: 'password', message: 'Password must be 5 to 16 characters' },
      ]),
    );
  });

  it('rejects a CompanyId header that does not match the token (403)', async () => {
    const a = await activeCompany(t.http);
    const b = await activeCompany(t.http);
    const res = await t.http.get('/api/erp/company/profile').set(authHeaders(a.token, b.companyId)).expect(403);
    expect(res.body).toEqual({ status: 'FORBIDDEN', message: 'The CompanyId header does not match the signed-in company', data: null });
    await t.http.get('/api/erp/company/profile').set({ Authorization: `Bearer ${a.token}` }).expect(403);
  });

  it('validates the list query: bad q and unknown sort columns are 400', async () => {
    const { superAdmin } = await import('../support/identity.js');
    const admin = await superAdmin(t.http);
    const bad = await t.http.get('/api/erp/company').query({ q: '{nope' }).set(admin.headers).expect(400);
    expect(bad.body.message).toMatch(/q must be URL-encoded JSON/);
    const sort = await t.http.get('/api/erp/company').query({ q: JSON.stringify({ sort: 'password_hash,asc' }) }).set(admin.headers).expect(400);
    expect(sort.body.message).toMatch(/Cannot sort by 'password_hash'/);
    const ok = await t.http.get('/api/erp/company').query({ q: JSON.stringify({ page: 0, size: 1000, sort: 'name,asc' }) }).set(admin.headers).expect(200);
    expect(ok.body.data).toEqual(expect.objectContaining({ list: expect.any(Array), totalPages: expect.any(Number), totalRecords: expect.any(Number) }));
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(res.body.paths).toHaveProperty('/api/auth/authentication');
    expect(res.body.paths).toHaveProperty('/api/health');
  });
});
