import { resolve } from 'node:path';

/**
 * Typed configuration read once from the environment. Defaults describe the embedded,
 * single-machine setup of the README; every real service is switched on by its URL.
 */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  dataDir: string;
  /** Owner connection (runs migrations). Unset: embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  /** Password of the non-owner application role the API connects as. */
  appDbPassword: string;
  redisUrl: string | undefined;
  /** Redis key prefix of the job queue (QUEUE_PREFIX, default 'bizdesk'): installations sharing a Redis differ here. */
  queuePrefix: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  chromiumPath: string;
  pdf: {
    /** Hosts a rendered document may load from (PDF_ALLOWED_HOSTS, comma-separated, `*.example.com` allowed). */
    allowedHosts: string[];
    poolSize: number;
    queueMax: number;
    recycleAfter: number;
  };
  face: {
    /** Inference worker threads (FACE_WORKERS); each holds its own copy of the models (~300 MB). */
    workers: number;
    /** Images allowed to wait for a worker (FACE_QUEUE_MAX); one more is refused with 429. */
    queueMax: number;
    /** A worker idle this long exits and gives its memory back (FACE_IDLE_SECONDS); the next image starts one. */
    idleSeconds: number;
  };
  /** Pooled connections of the API's app role (DB_POOL_SIZE): requests beyond it wait in the process, not in PostgreSQL. */
  dbPoolSize: number;
  jwtSecret: string;
  jwtTtlSeconds: number;
  superAdminEmail: string;
  superAdminPassword: string;
  captchaTestAnswer: string | undefined;
  publicUrl: string;
  runJobsInProcess: boolean;
  logLevel: string;
  /**
   * Which proxies in front of the API are believed about the client's address (X-Forwarded-For):
   * a hop count, or a list of addresses/CIDRs ('loopback', 'uniquelocal' allowed). Login throttling and
   * rate limits key on that address, so it must be right (docs/operations.md, "Security model").
   */
  trustProxy: number | string[];
  /** Default requests per minute per client address and route (login, captcha... have tighter ones). */
  rateLimitPerMinute: number;
  /** Multiplies every per-route limit (test suites that sign up many companies from one address raise it). */
  rateLimitScale: number;
  phonepe: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    clientVersion: number;
    callbackUsername: string | undefined;
    callbackPassword: string | undefined;
    /**
     * 'SIMULATOR' (the default without credentials) uses the product's own PhonePe simulator; SANDBOX or
     * PRODUCTION talk to PhonePe and need the client and callback credentials.
     */
    env: 'SIMULATOR' | 'SANDBOX' | 'PRODUCTION';
  };
  acme: AcmeConfig;
  /** The help block of the payment status page (SUPPORT_EMAIL, SUPPORT_PHONE; the phone defaults to the provider's). */
  supportEmail: string | undefined;
  supportPhone: string | undefined;
  /**
   * PUBLIC_BASE_URLS: other addresses the console is served under (comma-separated origins). PhonePe's
   * redirect goes back to the host the payer used when it is one of these or PUBLIC_URL, else to PUBLIC_URL.
   */
  publicBaseUrls: string[];
  /** BILLING_DUE_DAYS: a provider invoice is due this many days after its date (default 15; stored on the invoice). */
  billingDueDays: number;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  /** Encrypts stored API keys (modules/developer-api reads the ring itself); production requires it. */
  apiKeyEncryptionKeys: string | undefined;
}

/** The SSL service's certificate authority and DNS (docs/operations.md, "SSL certificates"). */
export interface AcmeConfig {
  /** ACME_DIRECTORY_URL: the CA's directory (default Let's Encrypt production). */
  directoryUrl: string;
  /** ACME_CA_BUNDLE: a PEM file of extra roots to trust for the CA's HTTPS (a test CA such as Pebble). */
  caBundlePath: string | undefined;
  /**
   * ACME_DNS_SERVERS: comma-separated host:port the TXT pre-check asks (recursively) instead of the domain's
   * authoritative name servers. For tests and closed networks.
   */
  dnsServers: { host: string; port: number }[];
  /** ACME_CONTACT_EMAIL: the contact of every company's ACME account (expiry notices from the CA). */
  contactEmail: string | undefined;
  /**
   * ACME_CHALLENGE_ZONE: the zone the product's own DNS responder is authoritative for; a customer's
   * _acme-challenge CNAME into it makes renewals need no user action. Unset: delegation is not offered.
   */
  challengeZone: string | undefined;
  /** ACME_DNS_PORT: UDP and TCP port of that responder (53 in production behind the zone's NS record). */
  dnsPort: number | undefined;
  /** ACME_DNS_HOST: address the responder binds (default all interfaces). */
  dnsHost: string;
  /**
   * ACME_DNS_RATE_LIMIT: UDP answers per second per source network (IPv4 /24, IPv6 /56) and answer, with a
   * burst of one second's worth (default 20); 0 turns the responder's rate limiting off.
   */
  dnsRateLimit: number;
}

export const LETS_ENCRYPT_PRODUCTION = 'https://acme-v02.api.letsencrypt.org/directory';

/** "host:port" (port defaults to 53), comma-separated; IPv6 as [addr]:port. */
export function parseDnsServers(value: string | undefined): { host: string; port: number }[] {
  const out: { host: string; port: number }[] = [];
  for (const part of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(?:\[([0-9a-fA-F:]+)\]|([^:\s]+))(?::(\d{1,5}))?$/.exec(part);
    const port = m?.[3] ? Number(m[3]) : 53;
    if (!m || port < 1 || port > 65535) throw new ConfigError(`ACME_DNS_SERVERS entries look like 127.0.0.1:8053, got "${part}"`);
    out.push({ host: m[1] ?? m[2], port });
  }
  return out;
}

function acmeConfig(env: NodeJS.ProcessEnv): AcmeConfig {
  const zone = (env.ACME_CHALLENGE_ZONE ?? '').trim().replace(/\.$/, '').toLowerCase();
  if (zone && !/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(zone)) {
    throw new ConfigError(`ACME_CHALLENGE_ZONE must be a DNS zone such as acme.example.com, got "${env.ACME_CHALLENGE_ZONE}"`);
  }
  const directoryUrl = env.ACME_DIRECTORY_URL || LETS_ENCRYPT_PRODUCTION;
  if (!/^https:\/\//.test(directoryUrl)) throw new ConfigError('ACME_DIRECTORY_URL must be an https:// address');
  const contact = (env.ACME_CONTACT_EMAIL ?? '').trim();
  if (contact && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) throw new ConfigError(`ACME_CONTACT_EMAIL is not an e-mail address: "${contact}"`);
  const dnsPort = env.ACME_DNS_PORT === undefined || env.ACME_DNS_PORT === '' ? undefined : int(env.ACME_DNS_PORT, 0, 'ACME_DNS_PORT');
  if (dnsPort !== undefined && dnsPort > 65535) throw new ConfigError('ACME_DNS_PORT must be a port number (0 to 65535)');
  return {
    directoryUrl,
    caBundlePath: env.ACME_CA_BUNDLE || undefined,
    dnsServers: parseDnsServers(env.ACME_DNS_SERVERS),
    contactEmail: contact || undefined,
    challengeZone: zone || undefined,
    dnsPort,
    dnsHost: env.ACME_DNS_HOST || '0.0.0.0',
    dnsRateLimit: int(env.ACME_DNS_RATE_LIMIT, 20, 'ACME_DNS_RATE_LIMIT'),
  };
}

/** Documented local defaults; NODE_ENV=production refuses every one of them. */
export const LOCAL_DEFAULTS = {
  jwtSecret: 'local-dev-jwt-secret-change-me',
  appDbPassword: 'bizdesk_app_local',
  superAdminEmail: 'admin@bizdesk.local',
  superAdminPassword: 'Admin@12345',
} as const;

export class ConfigError extends Error {}

/** See docs/decisions.md, "Request path performance (issue 18)". */
export const DEFAULT_DB_POOL_SIZE = 10;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The login form takes 5 to 16 characters: an administrator password outside that could never log in. */
function superAdminPassword(value: string): string {
  if (value.length < 5 || value.length > 16) {
    throw new ConfigError(`SUPER_ADMIN_PASSWORD must be 5 to 16 characters (the login rule), got ${value.length}`);
  }
  return value;
}

function queuePrefix(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value)) throw new ConfigError(`QUEUE_PREFIX must be letters, digits, _ or - (at most 64), got "${value}"`);
  return value;
}

/** TRUST_PROXY: unset = loopback only; a whole number = that many hops; else a comma-separated list. */
export function parseTrustProxy(value: string | undefined): number | string[] {
  const v = (value ?? '').trim();
  if (!v) return ['loopback'];
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'all', '*'].includes(v.toLowerCase())) {
    throw new ConfigError('TRUST_PROXY must name the proxies (a hop count or addresses/CIDRs): trusting every sender lets any client choose its own address');
  }
  if (['false', 'none', 'off'].includes(v.toLowerCase())) return 0;
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.find((s) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(s));
  if (bad) throw new ConfigError(`TRUST_PROXY has an entry that is neither an address, a CIDR nor loopback/linklocal/uniquelocal: "${bad}"`);
  return list;
}

/** The only NODE_ENV values that allow the local defaults. */
export const NON_PRODUCTION_ENVS: readonly string[] = ['development', 'test'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  // Anything but an explicit development or test run is production: "prod", "staging" or a typo must not
  // start on the documented default secrets (issue 17 item 8).
  const isProduction = !NON_PRODUCTION_ENVS.includes(nodeEnv);
  // The local simulator is the default only when no PhonePe credentials are configured.
  const phonepeConfigured = Boolean(env.PHONEPE_CLIENT_ID || env.PHONEPE_CLIENT_SECRET);
  const phonepeEnv = (env.PHONEPE_ENV || (phonepeConfigured ? 'SANDBOX' : 'SIMULATOR')).toUpperCase();
  if (!['SIMULATOR', 'SANDBOX', 'PRODUCTION'].includes(phonepeEnv)) {
    throw new ConfigError(`PHONEPE_ENV must be SIMULATOR, SANDBOX or PRODUCTION, got "${env.PHONEPE_ENV}"`);
  }
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port: int(env.PORT, 3000, 'PORT'),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appDbPassword: env.APP_DB_PASSWORD || LOCAL_DEFAULTS.appDbPassword,
    redisUrl: env.REDIS_URL || undefined,
    queuePrefix: queuePrefix(env.QUEUE_PREFIX),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'BizDesk <no-reply@bizdesk.local>',
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    pdf: {
      allowedHosts: parseAllowedHosts(env.PDF_ALLOWED_HOSTS),
      poolSize: int(env.PDF_POOL_SIZE, 2, 'PDF_POOL_SIZE') || 2,
      queueMax: int(env.PDF_QUEUE_MAX, 16, 'PDF_QUEUE_MAX'),
      recycleAfter: int(env.PDF_RECYCLE_AFTER, 500, 'PDF_RECYCLE_AFTER') || 500,
    },
    face: {
      workers: int(env.FACE_WORKERS, 1, 'FACE_WORKERS') || 1,
      queueMax: int(env.FACE_QUEUE_MAX, 8, 'FACE_QUEUE_MAX'),
      idleSeconds: int(env.FACE_IDLE_SECONDS, 600, 'FACE_IDLE_SECONDS') || 600,
    },
    dbPoolSize: int(env.DB_POOL_SIZE, DEFAULT_DB_POOL_SIZE, 'DB_POOL_SIZE') || DEFAULT_DB_POOL_SIZE,
    jwtSecret: env.JWT_SECRET || LOCAL_DEFAULTS.jwtSecret,
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 12 * 3600, 'JWT_TTL_SECONDS'),
    superAdminEmail: (env.SUPER_ADMIN_EMAIL || LOCAL_DEFAULTS.superAdminEmail).toLowerCase(),
    superAdminPassword: superAdminPassword(env.SUPER_ADMIN_PASSWORD || LOCAL_DEFAULTS.superAdminPassword),
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000, 'PORT')}`).replace(/\/$/, ''),
    runJobsInProcess: bool(env.RUN_JOBS_IN_PROCESS, true),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 3000, 'RATE_LIMIT_PER_MINUTE') || 3000,
    rateLimitScale: int(env.RATE_LIMIT_SCALE, 1, 'RATE_LIMIT_SCALE') || 1,
    phonepe: {
      clientId: env.PHONEPE_CLIENT_ID || undefined,
      clientSecret: env.PHONEPE_CLIENT_SECRET || undefined,
      clientVersion: int(env.PHONEPE_CLIENT_VERSION, 1, 'PHONEPE_CLIENT_VERSION'),
      callbackUsername: env.PHONEPE_CALLBACK_USERNAME || undefined,
      callbackPassword: env.PHONEPE_CALLBACK_PASSWORD || undefined,
      env: phonepeEnv as AppConfig['phonepe']['env'],
    },
    acme: acmeConfig(env),
    supportEmail: env.SUPPORT_EMAIL || undefined,
    supportPhone: env.SUPPORT_PHONE || undefined,
    publicBaseUrls: parsePublicBaseUrls(env.PUBLIC_BASE_URLS),
    billingDueDays: int(env.BILLING_DUE_DAYS, 15, 'BILLING_DUE_DAYS'),
    whatsappAppSecret: env.WHATSAPP_APP_SECRET || undefined,
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
    apiKeyEncryptionKeys: env.API_KEY_ENCRYPTION_KEYS || undefined,
  };
  if (config.phonepe.env !== 'SIMULATOR') {
    const missing = (['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_CALLBACK_USERNAME', 'PHONEPE_CALLBACK_PASSWORD'] as const)
      .filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`PHONEPE_ENV=${config.phonepe.env} needs ${missing.join(', ')}`);
  }
  if (isProduction) assertProductionSafe(config);
  return config;
}

/** PUBLIC_BASE_URLS: "https://a.example.in, https://b.example.in" as origins (scheme://host[:port]); anything else refuses to start. */
export function parsePublicBaseUrls(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`PUBLIC_BASE_URLS: "${entry}" is not a URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`PUBLIC_BASE_URLS: "${entry}" must be http or https`);
    return url.origin;
  });
}

/** Production must not run on anything that is only safe on a developer's machine. */
export function assertProductionSafe(config: AppConfig): void {
  const problems: string[] = [];
  if (config.jwtSecret === LOCAL_DEFAULTS.jwtSecret || config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be set to a random value of at least 32 characters');
  }
  if (config.appDbPassword === LOCAL_DEFAULTS.appDbPassword) problems.push('APP_DB_PASSWORD must be set');
  if (config.superAdminPassword === LOCAL_DEFAULTS.superAdminPassword) {
    problems.push('SUPER_ADMIN_PASSWORD must not be the documented local default');
  }
  if (config.captchaTestAnswer) problems.push('CAPTCHA_TEST_ANSWER must not be set in production');
  if (config.rateLimitScale !== 1) problems.push('RATE_LIMIT_SCALE is for test suites and must not be set in production');
  if (config.phonepe.env === 'SIMULATOR') problems.push('PHONEPE_ENV must be SANDBOX or PRODUCTION, not the local simulator');
  if (!config.databaseUrl) problems.push('DATABASE_URL must point at a managed PostgreSQL, not the embedded one');
  // Without SMTP, mails (password reset links) would only sit in the outbox: nobody could reset a password.
  if (!config.smtpUrl) problems.push('SMTP_URL must be set: password reset and other mails are delivered by SMTP');
  // Without it stored API keys would be encrypted with the key every copy of the source code knows.
  if (!config.apiKeyEncryptionKeys) problems.push('API_KEY_ENCRYPTION_KEYS must be set (v1:<base64 of 32 random bytes>)');
  // The public payment status page tells a payer whom to ask: never a placeholder (issue 30 item 5).
  if (!config.supportEmail?.trim()) problems.push('SUPPORT_EMAIL must be set: the payment status page shows it to payers');
  if (!config.supportPhone?.trim()) problems.push('SUPPORT_PHONE must be set: the payment status page shows it to payers');
  if (problems.length) {
    throw new ConfigError(`Refusing to start with NODE_ENV=${config.nodeEnv} (production rules apply to anything but development and test):\n - ${problems.join('\n - ')}`);
  }
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** PDF_ALLOWED_HOSTS: 'cdn.example.com, *.assets.example.org' -> lower-case names without a trailing dot. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean);
}
