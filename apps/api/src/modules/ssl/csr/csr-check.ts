import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createHash, createPublicKey, webcrypto } from 'node:crypto';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export const MAX_CSR_LENGTH = 16_384;

export const CSR_MESSAGES = {
  tooLarge: 'The CSR is too large (at most 16 KB)',
  notPem: 'The CSR must be PEM text starting with -----BEGIN CERTIFICATE REQUEST-----',
  unreadable: 'The CSR could not be read: it is not a valid PKCS#10 certificate request',
  badSignature: "The CSR's signature is not valid",
  keyType: "The CSR's key is not accepted: use RSA of 2048 bits or more, or ECDSA P-256 or P-384",
  weakRsa: (bits: number) => `The CSR's RSA key has ${bits} bits: at least 2048 are needed`,
  otherIdentifiers: 'The CSR may name DNS names only (no IP addresses, e-mail addresses or URIs)',
  names: (expected: string[], found: string[]) =>
    `The CSR must name exactly ${listing(expected)} (it names ${found.length ? listing(found) : 'nothing'})`,
} as const;

function listing(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export class CsrRejected extends Error {
  override name = 'CsrRejected';
}

export interface CheckedCsr {
  /** Normalised PEM (one block, LF line ends) as sent to the CA. */
  pem: string;
  sha256: string;
  names: string[];
  key: string;
}

/**
 * Reads a customer's CSR and checks what the CA would otherwise refuse later, with a message for each
 * problem: PEM, PKCS#10 structure, its self-signature, the key (RSA >= 2048 bits, ECDSA P-256/P-384),
 * and the names (common name and subjectAltName DNS entries) exactly the expected set.
 */
export async function checkCsr(input: string, expectedNames: string[]): Promise<CheckedCsr> {
  if (input.length > MAX_CSR_LENGTH) throw new CsrRejected(CSR_MESSAGES.tooLarge);
  const block = input.replace(/\r\n?/g, '\n').match(/-----BEGIN (NEW )?CERTIFICATE REQUEST-----\n?([A-Za-z0-9+/=\s]+?)-----END (NEW )?CERTIFICATE REQUEST-----/);
  if (!block) throw new CsrRejected(CSR_MESSAGES.notPem);
  const body = block[2].replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE REQUEST-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
  let csr: x509.Pkcs10CertificateRequest;
  try {
    csr = new x509.Pkcs10CertificateRequest(pem);
  } catch {
    throw new CsrRejected(CSR_MESSAGES.unreadable);
  }

  let key: ReturnType<typeof createPublicKey>;
  try {
    key = createPublicKey({ key: Buffer.from(csr.publicKey.rawData), format: 'der', type: 'spki' });
  } catch {
    throw new CsrRejected(CSR_MESSAGES.keyType);
  }
  const details = key.asymmetricKeyDetails ?? {};
  let keyLabel: string;
  if (key.asymmetricKeyType === 'rsa') {
    const bits = details.modulusLength ?? 0;
    if (bits < 2048) throw new CsrRejected(CSR_MESSAGES.weakRsa(bits));
    keyLabel = `RSA ${bits}`;
  } else if (key.asymmetricKeyType === 'ec' && (details.namedCurve === 'prime256v1' || details.namedCurve === 'secp384r1')) {
    keyLabel = details.namedCurve === 'prime256v1' ? 'ECDSA P-256' : 'ECDSA P-384';
  } else {
    throw new CsrRejected(CSR_MESSAGES.keyType);
  }

  let signatureOk = false;
  try {
    signatureOk = await csr.verify();
  } catch {
    signatureOk = false;
  }
  if (!signatureOk) throw new CsrRejected(CSR_MESSAGES.badSignature);

  const names = new Set<string>();
  for (const cn of csr.subjectName.getField('CN')) names.add(cn.trim().toLowerCase());
  const san = csr.extensions.find((e): e is x509.SubjectAlternativeNameExtension => e instanceof x509.SubjectAlternativeNameExtension);
  for (const entry of san?.names.items ?? []) {
    if (entry.type !== 'dns') throw new CsrRejected(CSR_MESSAGES.otherIdentifiers);
    names.add(entry.value.trim().toLowerCase());
  }
  const found = [...names].sort();
  const expected = [...expectedNames].map((n) => n.toLowerCase());
  if (found.length !== expected.length || !expected.every((n) => names.has(n))) {
    throw new CsrRejected(CSR_MESSAGES.names(expected, found));
  }
  return { pem, sha256: createHash('sha256').update(body).digest('hex'), names: expected, key: keyLabel };
}
