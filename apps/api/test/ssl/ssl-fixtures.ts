import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import yauzl from 'yauzl';
import { ChallengeDnsResponder } from '../../src/modules/ssl/index.js';
import { JobWorkers } from '../../src/core/queue/job-workers.js';
import { startAcmePeers } from '../support/acme-peers.mjs';
import { activeCompany, superAdmin } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

export const ZONE = 'acme.bizdesk.test';
export type Peers = Awaited<ReturnType<typeof startAcmePeers>>;
export type Session = Awaited<ReturnType<typeof activeCompany>>;

/** A fresh name per test: nothing carries over between tests at the CA or in DNS. */
export function uniqueDomain(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}.com`;
}

/** A CSR made the way customers make it (openssl), with its private key. */
export function makeCsr(names: string[], key: string[] = ['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1']): { csr: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'csr-'));
  try {
    execFileSync('openssl', ['req', '-new', '-newkey', ...key, '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'r.csr'), '-subj', `/CN=${names[0]}`,
      '-addext', `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`], { stdio: 'pipe' });
    return { csr: readFileSync(join(dir, 'r.csr'), 'utf8'), key: readFileSync(join(dir, 'k.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export interface SslEnv {
  t: TestApp;
  peers: Peers;
  owner: pg.Client;
  close(): Promise<void>;
}

/**
 * Pebble + challtestsrv + the product (its DNS responder on a free port, workers running), with the SSL
 * service made available by the provider (it is seeded "Coming Soon"). `ca.authzReuse`: Pebble's
 * PEBBLE_AUTHZREUSE (default 0; 100 reuses an account's valid authorizations on every order, as Let's
 * Encrypt does for about 30 days).
 */
export async function startSslEnv(extraEnv: Record<string, string> = {}, ca: { authzReuse?: number } = {}): Promise<SslEnv> {
  const peers = await startAcmePeers({ zone: ZONE, ...ca });
  let t: TestApp | undefined;
  const acmeEnv: Record<string, string> = {
    ACME_DIRECTORY_URL: peers.directoryUrl,
    ACME_CA_BUNDLE: peers.caBundlePath,
    ACME_DNS_SERVERS: peers.checkDnsServers,
    ACME_CHALLENGE_ZONE: ZONE,
    ACME_CONTACT_EMAIL: 'ssl-ops@bizdesk.test',
    ...extraEnv,
  };
  // startTestApp writes these into process.env; the next suite in this Jest worker must not inherit a CA
  // bundle file that is gone by then.
  const forgetEnv = () => Object.keys(acmeEnv).forEach((k) => delete process.env[k]);
  try {
    t = await startTestApp(acmeEnv);
    const responder = await t.app.get(ChallengeDnsResponder).start(0, '127.0.0.1');
    peers.setResponder(responder);
    const admin = await superAdmin(t.http);
    await t.http.patch('/api/erp/subscription/service').set(admin.headers).send({ appId: 9, available: true }).expect(200);
    await t.app.get(JobWorkers).startWorkers();
    const owner = new pg.Client({ connectionString: t.db.ownerUrl });
    await owner.connect();
    const app = t;
    return {
      t: app,
      peers,
      owner,
      async close() {
        try {
          await owner.end();
          await app.close();
          await peers.stop();
        } finally {
          forgetEnv();
        }
      },
    };
  } catch (e) {
    await t?.close();
    await peers.stop();
    forgetEnv();
    throw e;
  }
}

export function sslCompany(t: TestApp): Promise<Session> {
  return activeCompany(t.http, {}, { subscribe: [9] });
}

export async function waitUntil<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
