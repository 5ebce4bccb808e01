import { formatDate } from '@bizdesk/shared';
import yazl from 'yazl';
import type { CertificateRow } from '../repositories/certificates.repository.js';
import type { StoredPem } from './certificate-issuer.js';

/**
 * The download: certificate.pem (the leaf), chain.pem (the intermediates), fullchain.pem (both, what most
 * servers want) and a short README. The private key never reaches the platform, so it is not in the zip.
 */
export async function certificateZip(cert: Pick<CertificateRow, 'domain' | 'names' | 'root_id' | 'issued_on' | 'expire_on'>, pem: StoredPem & { serial: string }): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = cert.issued_on ? new Date(cert.issued_on) : new Date();
  const readme = [
    `SSL certificate for ${cert.names.join(', ')}`,
    '',
    `Certificate id: ${cert.root_id}`,
    `Serial number:  ${pem.serial}`,
    `Issued on:      ${formatDate(cert.issued_on)}`,
    `Expires on:     ${formatDate(cert.expire_on)}`,
    '',
    'Files',
    '  certificate.pem  the certificate of your domain',
    '  chain.pem        the intermediate certificate(s) of the certificate authority',
    '  fullchain.pem    certificate.pem followed by chain.pem (nginx ssl_certificate, Apache SSLCertificateFile)',
    '',
    'Your private key is the one you made together with the CSR: it never left your machine.',
    '',
    'nginx:   ssl_certificate /etc/ssl/fullchain.pem;  ssl_certificate_key /etc/ssl/private.key;',
    'Apache:  SSLCertificateFile /etc/ssl/fullchain.pem  SSLCertificateKeyFile /etc/ssl/private.key',
    '',
  ].join('\n');
  for (const [name, text] of [['certificate.pem', pem.certificate], ['chain.pem', pem.chain], ['fullchain.pem', pem.fullChain], ['README.txt', readme]] as const) {
    zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime, mode: 0o100644 });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
