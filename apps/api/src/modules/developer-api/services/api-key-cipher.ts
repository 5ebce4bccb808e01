import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { NON_PRODUCTION_ENVS } from '../../../core/config/app-config.js';

/**
 * API keys are stored twice: a SHA-256 hash for lookup on every /api/v1 call, and AES-256-GCM ciphertext so
 * the eye button can reveal a key later. Encryption keys come from API_KEY_ENCRYPTION_KEYS,
 * "v2:<base64 32 bytes>,v1:<base64 32 bytes>": the first encrypts, every listed version still decrypts, so
 * a rotation is "prepend a new version" (old rows stay readable; re-encryption can happen lazily).
 */
export interface KeyRing {
  current: { version: number; key: Buffer };
  byVersion: Map<number, Buffer>;
}

/** Local development and tests only; production refuses to start without the variable. */
const LOCAL_DEV_KEY = createHash('sha256').update('bizdesk-local-api-key-encryption').digest().toString('base64');

export function keyRingFrom(env: NodeJS.ProcessEnv = process.env): KeyRing {
  const raw = env.API_KEY_ENCRYPTION_KEYS;
  // Anything but an explicit development or test run is production (issue 17 item 8), as in app-config.
  if (!raw && !NON_PRODUCTION_ENVS.includes(env.NODE_ENV || 'development')) {
    throw new Error('API_KEY_ENCRYPTION_KEYS must be set in production (v1:<base64 of 32 random bytes>)');
  }
  const byVersion = new Map<number, Buffer>();
  let current: KeyRing['current'] | undefined;
  for (const part of (raw || `1:${LOCAL_DEV_KEY}`).split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^v?(\d+):(.+)$/.exec(part);
    if (!m) throw new Error('API_KEY_ENCRYPTION_KEYS entries look like v1:<base64 32 bytes>');
    const key = Buffer.from(m[2], 'base64');
    if (key.length !== 32) throw new Error(`API_KEY_ENCRYPTION_KEYS v${m[1]} must be 32 bytes (base64)`);
    byVersion.set(Number(m[1]), key);
    current ??= { version: Number(m[1]), key };
  }
  return { current: current!, byVersion };
}

export function hashApiKey(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}

/** 32 random bytes, URL-safe, with a prefix that secret scanners and people recognise. */
export function newApiKey(): string {
  return `bdk_${randomBytes(32).toString('base64url')}`;
}

export function maskApiKey(last4: string, length = 47): string {
  return '*'.repeat(length - 4) + last4;
}

export function encryptApiKey(ring: KeyRing, plain: string, keyId: string): { ciphertext: string; version: number } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  // The row's identity is bound in as associated data: a ciphertext copied to another row does not decrypt.
  cipher.setAAD(Buffer.from(keyId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { ciphertext: [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.'), version: ring.current.version };
}

export function decryptApiKey(ring: KeyRing, ciphertext: string, version: number, keyId: string): string {
  const key = ring.byVersion.get(version);
  if (!key) throw new Error(`API key encryption key v${version} is not configured`);
  const [iv, tag, body] = ciphertext.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
