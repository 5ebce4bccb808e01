import type TestAgent from 'supertest/lib/agent.js';
import { SUPER_ADMIN, TEST_CAPTCHA_ANSWER } from './test-app.js';

export interface Session {
  token: string;
  companyId: number;
  headers: Record<string, string>;
  login: Record<string, unknown>;
}

export async function captcha(http: TestAgent): Promise<{ captchaIdentifier: string; captcha: string }> {
  const res = await http.get('/api/auth/captcha?randomColor=true').expect(200);
  return { captchaIdentifier: res.body.data.identifier, captcha: TEST_CAPTCHA_ANSWER };
}

export function authHeaders(token: string, companyId: number): Record<string, string> {
  return { Authorization: `Bearer ${token}`, CompanyId: String(companyId) };
}

export async function login(http: TestAgent, userName: string, password: string): Promise<Session> {
  const res = await http.post('/api/auth/authentication').send({ userName, password, source: 'WEB' });
  if (res.status !== 200) throw new Error(`login ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { token, companyId } = res.body.data;
  return { token, companyId, headers: authHeaders(token, companyId), login: res.body.data };
}

let superAdminPassword = SUPER_ADMIN.password;

/** The platform administrator, past the forced first password change. */
export async function superAdmin(http: TestAgent): Promise<Session> {
  let session = await login(http, SUPER_ADMIN.email, superAdminPassword);
  if (session.login.forcePasswordChange) {
    await http.post('/api/auth/authentication/change-password').set(session.headers)
      .send({ currentPassword: superAdminPassword, newPassword: SUPER_ADMIN.newPassword, confirmPassword: SUPER_ADMIN.newPassword, source: 'WEB' })
      .expect(200);
    superAdminPassword = SUPER_ADMIN.newPassword;
    session = await login(http, SUPER_ADMIN.email, superAdminPassword);
  }
  return session;
}

export function resetSuperAdminPasswordCache(): void {
  superAdminPassword = SUPER_ADMIN.password;
}

let counter = 0;

export function companyInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Sharma Traders ${tag}`,
    address: '12 MG Road, Pune, Maharashtra 411001',
    contactName: 'Ravi Sharma',
    contactEmail: `owner-${tag}@example.in`,
    contactPhone: '9876543210',
    gstin: '27AAPFU0939F1ZV',
    password: 'Secret@123',
    ...overrides,
  };
}

/**
 * Subscribes the company to services through the real endpoint (POST /api/erp/subscription), the way the
 * Services page does. Application routes (POS 3, HRMS 10) answer 403 until the company subscribes.
 */
export async function subscribe(http: TestAgent, session: Session, ...appIds: number[]): Promise<void> {
  for (const appId of appIds) {
    const res = await http.post('/api/erp/subscription').set(session.headers).send({ appId, isSubscribed: true });
    if (res.status !== 200) throw new Error(`subscribe ${appId} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** The applications most suites exercise; a suite about gating passes { subscribe: [] }. */
export const DEFAULT_APPLICATIONS = [3, 10];

/**
 * Signs a company up, activates it as the provider, logs its administrator in and subscribes it to POS and
 * HRMS (login.menu is the menu after subscribing, as a Refresh on the Services page would give).
 */
export async function activeCompany(
  http: TestAgent,
  overrides: Record<string, unknown> = {},
  options: { subscribe?: number[] } = {},
): Promise<Session & { email: string; password: string }> {
  const apps = options.subscribe ?? DEFAULT_APPLICATIONS;
  const input = companyInput(overrides);
  const signup = await http.post('/api/auth/authentication/signup').send({ ...input, ...(await captcha(http)) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const admin = await superAdmin(http);
  const { password: _pw, ...fields } = input;
  await http.post('/api/erp/company').set(admin.headers).send({ ...fields, id: signup.body.data.id, active: true }).expect(200);
  const session = await login(http, input.contactEmail, input.password);
  if (apps.length > 0) {
    await subscribe(http, session, ...apps);
    const rebind = await http.post('/api/auth/authentication/rebind').set(session.headers).expect(200);
    session.login = { ...session.login, menu: rebind.body.data.menu };
  }
  return { ...session, email: input.contactEmail, password: input.password };
}
