// Direct API calls for journey set-up (what a journey is not about is done through the API).
import { ADMIN, CAPTCHA } from './server.mjs';

export function apiClient(baseUrl) {
  async function call(method, path, { body, session, query } = {}) {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const headers = { 'Content-Type': 'application/json' };
    if (session) Object.assign(headers, { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) });
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${json.message}`);
    return json.data;
  }
  async function captcha() {
    const c = await call('GET', '/api/auth/captcha?randomColor=true');
    return { captchaIdentifier: c.identifier, captcha: CAPTCHA };
  }
  async function login(userName, password) {
    return call('POST', '/api/auth/authentication', { body: { userName, password, source: 'WEB' } });
  }
  let adminPassword = ADMIN.password;
  async function superAdmin() {
    let s = await login(ADMIN.email, adminPassword);
    if (s.forcePasswordChange) {
      await call('POST', '/api/auth/authentication/change-password', {
        session: s,
        body: { currentPassword: adminPassword, newPassword: ADMIN.newPassword, confirmPassword: ADMIN.newPassword, source: 'WEB' },
      });
      adminPassword = ADMIN.newPassword;
      s = await login(ADMIN.email, adminPassword);
    }
    return s;
  }
  /** Signs a company up, activates it, optionally subscribes it to applications; returns its credentials. */
  async function activeCompany({ name = `Kiran Stores ${Date.now()}`, gstin = '27AAPFU0939F1ZV', applications = [] } = {}) {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
    const password = 'Secret@123';
    const fields = { name, address: '14 FC Road, Shivajinagar, Pune 411005', contactName: 'Kiran Patil', contactEmail: email, contactPhone: '9822012345', gstin };
    const company = await call('POST', '/api/auth/authentication/signup', { body: { ...fields, password, ...(await captcha()) } });
    const admin = await superAdmin();
    await call('POST', '/api/erp/company', { session: admin, body: { ...fields, id: company.id, active: true } });
    return { email, password, companyId: company.id, applications };
  }
  return { call, captcha, login, superAdmin, activeCompany, adminPassword: () => adminPassword };
}
