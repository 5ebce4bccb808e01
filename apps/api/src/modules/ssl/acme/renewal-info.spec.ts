import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ariCertId } from './renewal-info.js';

describe('ARI certificate identifier (RFC 9773)', () => {
  it('is base64url(AKI keyIdentifier) "." base64url(DER serial), with the sign byte of the RFC example', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ari-'));
    try {
      const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' }).toString();
      run(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=ari ca']);
      run(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=example.com']);
      writeFileSync(join(dir, 'ext.cnf'), 'authorityKeyIdentifier=keyid\nsubjectAltName=DNS:example.com\n');
      // The RFC's example serial 0x87654321: its high bit is set, so DER prefixes a zero byte.
      run(['x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '0x87654321', '-out', 'leaf.pem', '-days', '2', '-extfile', 'ext.cnf']);
      const ski = run(['x509', '-in', 'ca.pem', '-noout', '-ext', 'subjectKeyIdentifier']).split('\n')[1].trim().replace(/:/g, '');
      const id = ariCertId(readFileSync(join(dir, 'leaf.pem'), 'utf8'));
      expect(id).toBe(`${Buffer.from(ski, 'hex').toString('base64url')}.AIdlQyE`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
