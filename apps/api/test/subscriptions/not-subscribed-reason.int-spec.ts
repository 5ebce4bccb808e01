import { activeCompany, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A route of an application the company has not subscribed to says so in data as well as in words (issue 24):
 * the console shows the message on the page with a Subscribe button instead of treating the 403 as the end
 * of the session.
 */
describe('the not-subscribed refusal carries its reason', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('names the reason, the service and its id in data, keeping the spec message', async () => {
    const c = await activeCompany(t.http, {}, { subscribe: [] });
    const hrms = await t.http.get('/api/erp/user-details').set(c.headers);
    expect(hrms.status).toBe(403);
    expect(hrms.body).toEqual({
      status: 'FORBIDDEN',
      message: 'Subscribe to HRMS to use this',
      data: { reason: 'NOT_SUBSCRIBED', service: 'HRMS', appId: 10 },
    });
    const pos = await t.http.get('/api/erp/product').set(c.headers);
    expect(pos.status).toBe(403);
    expect(pos.body.data).toEqual({ reason: 'NOT_SUBSCRIBED', service: 'POS', appId: 3 });

    await subscribe(t.http, c, 10);
    expect((await t.http.get('/api/erp/user-details').set(c.headers)).status).toBe(200);
  });
});
