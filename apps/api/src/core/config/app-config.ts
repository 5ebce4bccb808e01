import { resolve } from 'node:path';
import { parseAllowedHosts } from '../pdf/network-guard.js';

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
  acmeDirectoryUrl: string | undefined;
  /** The help block of the payment status page (SUPPORT_EMAIL, SUPPORT_PHONE; the phone defaults to the provider's). */
  supportEmail: string | undefined;
  supportPhone: string | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
}

/** Documented local defaults; NODE_ENV=production refuses every one of them. */
export const LOCAL_DEFAULTS = {
  jwtSecret: 'local-dev-jwt-secret-change-me',
  appDbPassword: 'bizdesk_app_local',
  superAdminEmail: 'admin@bizdesk.local',
  superAdminPassword: 'Admin@12345',
} as const;

export class ConfigError extends Error {}

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
    acmeDirectoryUrl: env.ACME_DIRECTORY_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL || undefined,
    supportPhone: env.SUPPORT_PHONE || undefined,
    whatsappAppSecret: env.WHATSAPP_APP_SECRET || undefined,
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
  };
  if (config.phonepe.env !== 'SIMULATOR') {
    const missing = (['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_CALLBACK_USERNAME', 'PHONEPE_CALLBACK_PASSWORD'] as const)
      .filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`PHONEPE_ENV=${config.phonepe.env} needs ${missing.join(', ')}`);
  }
  if (isProduction) assertProductionSafe(config);
  return config;
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
  if (problems.length) {
    throw new ConfigError(`Refusing to start with NODE_ENV=${config.nodeEnv} (production rules apply to anything but development and test):\n - ${problems.join('\n - ')}`);
  }
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
