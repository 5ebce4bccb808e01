import 'reflect-metadata';
import { X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';

export interface RenewalWindow {
  start: Date;
  end: Date;
}

/**
 * The ARI certificate identifier (RFC 9773 section 4.1): base64url of the Authority Key Identifier's
 * keyIdentifier, a dot, base64url of the serial number's DER content bytes.
 */
export function ariCertId(certificatePem: string): string {
  const first = certificatePem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)?.[0];
  if (!first) throw new Error('no certificate in the PEM');
  const cert = new x509.X509Certificate(first);
  const aki = cert.getExtension(x509.AuthorityKeyIdentifierExtension);
  if (!aki?.keyId) throw new Error('the certificate has no authority key identifier');
  const serialHex = new X509Certificate(first).serialNumber;
  let serial = Buffer.from(serialHex.length % 2 ? `0${serialHex}` : serialHex, 'hex');
  // DER integers are signed: a leading byte with the high bit set gets a zero byte in front.
  if (serial[0] & 0x80) serial = Buffer.concat([Buffer.from([0]), serial]);
  return `${Buffer.from(aki.keyId, 'hex').toString('base64url')}.${serial.toString('base64url')}`;
}
