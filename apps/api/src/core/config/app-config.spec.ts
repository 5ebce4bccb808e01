import { ConfigError, loadConfig } from './app-config.js';

const safeProduction = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  APP_DB_PASSWORD: 'a-real-password',
  SUPER_ADMIN_PASSWORD: 'Another@Secret1',
  PHONEPE_ENV: 'SANDBOX',
  DATABASE_URL: 'postgres://u:p@db/bizdesk',
};

describe('loadConfig', () => {
  it('has embedded defaults for local use', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, isProduction: false });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('accepts a production configuration without local defaults', () => {
    expect(loadConfig(safeProduction).isProduction).toBe(true);
  });

  it.each([
    ['the default JWT secret', { JWT_SECRET: undefined }, /JWT_SECRET/],
    ['the test captcha answer', { CAPTCHA_TEST_ANSWER: 'TESTPASS' }, /CAPTCHA_TEST_ANSWER/],
    ['the payment simulator', { PHONEPE_ENV: 'SIMULATOR' }, /PHONEPE_ENV/],
    ['the documented admin password', { SUPER_ADMIN_PASSWORD: undefined }, /SUPER_ADMIN_PASSWORD/],
    ['the embedded database', { DATABASE_URL: undefined }, /DATABASE_URL/],
  ])('refuses to start in production with %s', (_what, change, message) => {
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(message);
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
