import { randomBytes } from 'node:crypto';
import { decryptApiKey, encryptApiKey, hashApiKey, keyRingFrom, maskApiKey, newApiKey } from './api-key-cipher.js';

describe('API key cipher', () => {
  const v1 = randomBytes(32).toString('base64');
  const v2 = randomBytes(32).toString('base64');

  it('round-trips, and a rotated ring still reads old ciphertexts', () => {
    const old = keyRingFrom({ API_KEY_ENCRYPTION_KEYS: `v1:${v1}` });
    const key = newApiKey();
    const sealed = encryptApiKey(old, key, 'company-1/key-7');
    expect(sealed.version).toBe(1);
    const rotated = keyRingFrom({ API_KEY_ENCRYPTION_KEYS: `v2:${v2},v1:${v1}` });
    expect(decryptApiKey(rotated, sealed.ciphertext, 1, 'company-1/key-7')).toBe(key);
    expect(encryptApiKey(rotated, key, 'x').version).toBe(2);
  });

  it('refuses a ciphertext moved to another row or tampered with', () => {
    const ring = keyRingFrom({ API_KEY_ENCRYPTION_KEYS: `v1:${v1}` });
    const sealed = encryptApiKey(ring, 'bdk_secret', 'a');
    expect(() => decryptApiKey(ring, sealed.ciphertext, 1, 'b')).toThrow();
    const [iv, tag, body] = sealed.ciphertext.split('.');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => decryptApiKey(ring, [iv, tag, flipped.toString('base64')].join('.'), 1, 'a')).toThrow();
  });

  it('production needs the variable; keys are 32 bytes', () => {
    expect(() => keyRingFrom({ NODE_ENV: 'production' })).toThrow('API_KEY_ENCRYPTION_KEYS');
    // Any value but development or test is production: a typo must not fall back to the local key.
    for (const nodeEnv of ['prod', 'staging', 'Production']) expect(() => keyRingFrom({ NODE_ENV: nodeEnv })).toThrow('API_KEY_ENCRYPTION_KEYS');
    expect(() => keyRingFrom({ NODE_ENV: 'test' })).not.toThrow();
    expect(() => keyRingFrom({})).not.toThrow();
    expect(() => keyRingFrom({ API_KEY_ENCRYPTION_KEYS: 'v1:c2hvcnQ=' })).toThrow('32 bytes');
  });

  it('hashes, generates and masks', () => {
    const key = newApiKey();
    expect(key).toMatch(/^bdk_[A-Za-z0-9_-]{43}$/);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(maskApiKey(key.slice(-4), key.length)).toBe('*'.repeat(key.length - 4) + key.slice(-4));
  });
});
