import { createHash, randomBytes } from 'node:crypto';
import { keyRingFromEnv, openSecret, sealSecret, type KeyRing } from '../../../core/crypto/secret-cipher.js';

/**
 * API keys are stored twice: a SHA-256 hash for lookup on every /api/v1 call, and AES-256-GCM ciphertext so
 * the eye button can reveal a key later (core/crypto/secret-cipher.ts). Encryption keys come from
 * API_KEY_ENCRYPTION_KEYS, "v2:<base64 32 bytes>,v1:<base64 32 bytes>": the first encrypts, every listed
 * version still decrypts, so a rotation is "prepend a new version".
 */
export type { KeyRing };

export function keyRingFrom(env: NodeJS.ProcessEnv = process.env): KeyRing {
  return keyRingFromEnv('API_KEY_ENCRYPTION_KEYS', 'bizdesk-local-api-key-encryption', env);
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
  return sealSecret(ring, plain, keyId);
}

export function decryptApiKey(ring: KeyRing, ciphertext: string, version: number, keyId: string): string {
  return openSecret(ring, { ciphertext, version }, keyId, 'API key');
}
