import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCsr, CSR_MESSAGES } from './csr-check.js';

/** CSRs made the way customers make them: with openssl (the command the console's help shows). */
function openssl(key: string[], subject: string, sans: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'csr-'));
  try {
    execFileSync('openssl', ['req', '-new', '-newkey', ...key, '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'r.csr'), '-subj', subject,
      ...(sans.length ? ['-addext', `subjectAltName=${sans.join(',')}`] : [])], { stdio: 'pipe' });
    return readFileSync(join(dir, 'r.csr'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('checkCsr', () => {
  const both = ['example.com', 'www.example.com'];
  const ec256 = openssl(['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'], '/CN=example.com', ['DNS:example.com', 'DNS:www.example.com']);

  it('accepts ECDSA P-256, P-384 and RSA 2048 CSRs naming exactly the domain and its twin', async () => {
    await expect(checkCsr(ec256, both)).resolves.toMatchObject({ names: both, key: 'ECDSA P-256' });
    const ec384 = openssl(['ec', '-pkeyopt', 'ec_paramgen_curve:secp384r1'], '/CN=www.example.com', ['DNS:example.com']);
    await expect(checkCsr(ec384, both)).resolves.toMatchObject({ key: 'ECDSA P-384' });
    const rsa = openssl(['rsa:2048'], '/CN=shop.example.com', []);
    const checked = await checkCsr(`\r\n  ${rsa.replace(/\n/g, '\r\n')}  `, ['shop.example.com']);
    expect(checked).toMatchObject({ key: 'RSA 2048', names: ['shop.example.com'] });
    expect(checked.pem).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n[\s\S]+\n-----END CERTIFICATE REQUEST-----\n$/);
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses wrong or missing names, with what it found', async () => {
    await expect(checkCsr(ec256, ['example.com'])).rejects.toThrow(CSR_MESSAGES.names(['example.com'], both));
    const other = openssl(['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'], '/CN=example.com', ['DNS:example.com', 'DNS:evil.com']);
    await expect(checkCsr(other, both)).rejects.toThrow('The CSR must name exactly example.com and www.example.com (it names evil.com and example.com)');
    const ip = openssl(['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'], '/CN=example.com', ['DNS:example.com', 'IP:10.0.0.1']);
    await expect(checkCsr(ip, ['example.com'])).rejects.toThrow(CSR_MESSAGES.otherIdentifiers);
  });

  it('refuses weak and unsupported keys', async () => {
    const weak = openssl(['rsa:1024'], '/CN=example.com', []);
    await expect(checkCsr(weak, ['example.com'])).rejects.toThrow(CSR_MESSAGES.weakRsa(1024));
    const ed = openssl(['ed25519'], '/CN=example.com', []);
    await expect(checkCsr(ed, ['example.com'])).rejects.toThrow(CSR_MESSAGES.keyType);
    const p521 = openssl(['ec', '-pkeyopt', 'ec_paramgen_curve:secp521r1'], '/CN=example.com', []);
    await expect(checkCsr(p521, ['example.com'])).rejects.toThrow(CSR_MESSAGES.keyType);
  });

  it('refuses what is not a PEM CSR, cannot be read, or has a broken signature', async () => {
    await expect(checkCsr('hello', ['example.com'])).rejects.toThrow(CSR_MESSAGES.notPem);
    await expect(checkCsr('-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----', ['example.com'])).rejects.toThrow(CSR_MESSAGES.unreadable);
    await expect(checkCsr('x'.repeat(20_000), ['example.com'])).rejects.toThrow(CSR_MESSAGES.tooLarge);
    // Flip one byte of the signature (the end of the DER): the structure still reads, the signature fails.
    const body = ec256.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const der = Buffer.from(body, 'base64');
    der[der.length - 5] ^= 0x01;
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    await expect(checkCsr(tampered, both)).rejects.toThrow(CSR_MESSAGES.badSignature);
  });
});
