import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { NON_PRODUCTION_ENVS } from '../config/app-config.js';

/**
 * Secrets kept at rest (API keys for reveal, the ACME account key, certificates) are AES-256-GCM encrypted
 * with keys from the environment: "v2:<base64 32 bytes>,v1:<base64 32 bytes>". The first entry encrypts,
 * every listed version still decrypts, so a rotation is "prepend a new version" (old rows stay readable).
 * The row's identity goes in as associated data: a ciphertext copied to another row does not decrypt.
 */
export interface KeyRing {
  current: { version: number; key: Buffer };
  byVersion: Map<number, Buffer>;
}

export interface SealedSecret {
  ciphertext: string;
  version: number;
}

/**
 * Reads the key ring from `variable`. Without it: a key derived from `localLabel` for development and
 * tests, refused in production (the caller's NODE_ENV).
 */
export function keyRingFromEnv(variable: string, localLabel: string, env: NodeJS.ProcessEnv = process.env): KeyRing {
  const raw = env[variable];
  // Anything but an explicit development or test run is production (issue 17 item 8), as in app-config.
  if (!raw && !NON_PRODUCTION_ENVS.includes(env.NODE_ENV || 'development')) {
    throw new Error(`${variable} must be set in production (v1:<base64 of 32 random bytes>)`);
  }
  const localKey = createHash('sha256').update(localLabel).digest().toString('base64');
  const byVersion = new Map<number, Buffer>();
  let current: KeyRing['current'] | undefined;
  for (const part of (raw || `1:${localKey}`).split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^v?(\d+):(.+)$/.exec(part);
    if (!m) throw new Error(`${variable} entries look like v1:<base64 32 bytes>`);
    const key = Buffer.from(m[2], 'base64');
    if (key.length !== 32) throw new Error(`${variable} v${m[1]} must be 32 bytes (base64)`);
    byVersion.set(Number(m[1]), key);
    current ??= { version: Number(m[1]), key };
  }
  return { current: current!, byVersion };
}

export function sealSecret(ring: KeyRing, plain: string, associatedData: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { ciphertext: [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.'), version: ring.current.version };
}

export function openSecret(ring: KeyRing, sealed: SealedSecret, associatedData: string, what = 'secret'): string {
  const key = ring.byVersion.get(sealed.version);
  if (!key) throw new Error(`${what} encryption key v${sealed.version} is not configured`);
  const [iv, tag, body] = sealed.ciphertext.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
