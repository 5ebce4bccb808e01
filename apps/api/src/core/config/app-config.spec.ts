import { ConfigError, loadConfig } from './app-config.js';

const safeProduction = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  APP_DB_PASSWORD: 'a-real-password',
  SUPER_ADMIN_PASSWORD: 'Another@Secret1',
  PHONEPE_ENV: 'SANDBOX',
  PHONEPE_CLIENT_ID: 'M22BIZDESK',
  PHONEPE_CLIENT_SECRET: 'a-client-secret',
  PHONEPE_CALLBACK_USERNAME: 'bizdesk',
  PHONEPE_CALLBACK_PASSWORD: 'a-callback-password',
  DATABASE_URL: 'postgres://u:p@db/bizdesk',
  SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
  API_KEY_ENCRYPTION_KEYS: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
  SUPPORT_EMAIL: 'billing@bizdesk.example.in',
  SUPPORT_PHONE: '02041234567',
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
    ['no SMTP server', { SMTP_URL: undefined }, /SMTP_URL/],
    ['no API key encryption key', { API_KEY_ENCRYPTION_KEYS: undefined }, /API_KEY_ENCRYPTION_KEYS/],
    ['no support e-mail for the payment status page', { SUPPORT_EMAIL: undefined }, /SUPPORT_EMAIL must be set/],
    ['an empty support phone for the payment status page', { SUPPORT_PHONE: '  ' }, /SUPPORT_PHONE must be set/],
  ])('refuses to start in production with %s', (_what, change, message) => {
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(message);
  });

  it.each(['prod', 'staging', 'Production', 'PRODUCTION', 'dev'])('applies the production checks for NODE_ENV=%j', (nodeEnv) => {
    expect(() => loadConfig({ NODE_ENV: nodeEnv })).toThrow(/JWT_SECRET must be set/);
    expect(loadConfig({ ...safeProduction, NODE_ENV: nodeEnv }).isProduction).toBe(true);
  });

  it('keeps the local defaults for development and test only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list, and refuses trusting everyone', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.0/8', '172.16.0.0/12']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'evil;rm' })).toThrow(/TRUST_PROXY/);
  });

  it('uses the PhonePe simulator without credentials, the sandbox with them, and wants every credential off the simulator', () => {
    expect(loadConfig({}).phonepe.env).toBe('SIMULATOR');
    const credentials = { PHONEPE_CLIENT_ID: 'M22X', PHONEPE_CLIENT_SECRET: 's', PHONEPE_CALLBACK_USERNAME: 'u', PHONEPE_CALLBACK_PASSWORD: 'p' };
    expect(loadConfig(credentials).phonepe.env).toBe('SANDBOX');
    expect(() => loadConfig({ PHONEPE_ENV: 'PRODUCTION', PHONEPE_CLIENT_ID: 'M22X' })).toThrow(/PHONEPE_CLIENT_SECRET, PHONEPE_CALLBACK_USERNAME, PHONEPE_CALLBACK_PASSWORD/);
    expect(() => loadConfig({ PHONEPE_ENV: 'ELSEWHERE' })).toThrow(/PHONEPE_ENV/);
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('ACME configuration', () => {
  it("defaults to Let's Encrypt production with no delegation zone and no responder", () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.acme).toEqual({
      directoryUrl: 'https://acme-v02.api.letsencrypt.org/directory', caBundlePath: undefined, dnsServers: [], contactEmail: undefined,
      challengeZone: undefined, dnsPort: undefined, dnsHost: '0.0.0.0', dnsRateLimit: 20,
    });
  });

  it('reads every ACME_ variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test', ACME_DIRECTORY_URL: 'https://127.0.0.1:14000/dir', ACME_CA_BUNDLE: '/tmp/ca.pem', ACME_DNS_SERVERS: '127.0.0.1:8053, [::1]:53, ns.example.com',
      ACME_CONTACT_EMAIL: 'ssl@example.com', ACME_CHALLENGE_ZONE: 'ACME.Example.com.', ACME_DNS_PORT: '5353',
      ACME_DNS_RATE_LIMIT: '0',
    });
    expect(config.acme).toMatchObject({
      directoryUrl: 'https://127.0.0.1:14000/dir', caBundlePath: '/tmp/ca.pem', contactEmail: 'ssl@example.com', challengeZone: 'acme.example.com', dnsPort: 5353, dnsRateLimit: 0,
      dnsServers: [{ host: '127.0.0.1', port: 8053 }, { host: '::1', port: 53 }, { host: 'ns.example.com', port: 53 }],
    });
  });

  it('refuses malformed ACME settings with the variable named', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_DNS_SERVERS: '127.0.0.1:99999' })).toThrow(/ACME_DNS_SERVERS/);
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_CHALLENGE_ZONE: 'not a zone' })).toThrow(/ACME_CHALLENGE_ZONE/);
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_DIRECTORY_URL: 'http://insecure/dir' })).toThrow(/ACME_DIRECTORY_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_CONTACT_EMAIL: 'nobody' })).toThrow(/ACME_CONTACT_EMAIL/);
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_DNS_PORT: '70000' })).toThrow(/ACME_DNS_PORT/);
    expect(() => loadConfig({ NODE_ENV: 'test', ACME_DNS_RATE_LIMIT: '-1' })).toThrow(/ACME_DNS_RATE_LIMIT/);
  });

  it('reads PUBLIC_BASE_URLS as origins and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URLS: 'https://a.example.in/, http://b.example.in:8080/console' }).publicBaseUrls)
      .toEqual(['https://a.example.in', 'http://b.example.in:8080']);
    expect(loadConfig({ NODE_ENV: 'test' }).publicBaseUrls).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URLS: 'ftp://files.example.in' })).toThrow(/PUBLIC_BASE_URLS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URLS: 'not a url' })).toThrow(/PUBLIC_BASE_URLS/);
  });
});
