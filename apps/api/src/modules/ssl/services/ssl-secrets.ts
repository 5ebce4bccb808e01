import { Injectable } from '@nestjs/common';
import { keyRingFromEnv, openSecret, sealSecret, type KeyRing, type SealedSecret } from '../../../core/crypto/secret-cipher.js';

/**
 * The ACME account key and the issued certificates are sealed at rest with keys from SSL_ENCRYPTION_KEYS
 * ("v2:<base64 32 bytes>,v1:<base64 32 bytes>", the first encrypts; production refuses to start without it).
 * Each ciphertext is bound to what it belongs to (associated data), so it cannot be moved to another row.
 */
@Injectable()
export class SslSecrets {
  private readonly ring: KeyRing = keyRingFromEnv('SSL_ENCRYPTION_KEYS', 'bizdesk-local-ssl-encryption');

  seal(plain: string, boundTo: string): SealedSecret {
    return sealSecret(this.ring, plain, boundTo);
  }

  open(sealed: SealedSecret, boundTo: string): string {
    return openSecret(this.ring, sealed, boundTo, 'SSL');
  }
}
