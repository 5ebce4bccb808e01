// Starts the built product (apps/api/dist/main.js serving apps/console/dist) the way `npm start` does:
// embedded PostgreSQL in a fresh DATA_DIR, BullMQ on its PostgreSQL backend, on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const CAPTCHA = 'TESTPASS';
export const ADMIN = { email: 'admin@e2e.test', password: 'Initial@123', newPassword: 'Rotated@456' };

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
    s.on('error', rej);
  });
}

/**
 * The owner connection of a started product's embedded PostgreSQL (for set-up no API can do, such as
 * history in the past, and for benches): port from its postmaster.pid, password from DATA_DIR.
 */
export function ownerUrl(dataDir) {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(join(dataDir, 'postgres-owner-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/bizdesk`;
}

/** `nodeArgs`: extra node flags for the product (a bench's --trace-gc-nvp); PRODUCT_NODE_ARGS adds to them. */
export async function startProduct(extraEnv = {}, { nodeArgs: extraNodeArgs = [] } = {}) {
  const main = join(root, 'apps/api/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/console/dist/index.html'))) {
    throw new Error('build first: pnpm -r build (apps/api/dist and apps/console/dist are needed)');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    SUPER_ADMIN_EMAIL: ADMIN.email,
    SUPER_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_SCALE: '20',
  };
  // The embedded defaults, whatever the caller's shell has; a bench may still ask for Redis explicitly.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, extraEnv);
  // PRODUCT_NODE_ARGS: extra node flags for the product, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a bench.
  const nodeArgs = [...extraNodeArgs, ...(process.env.PRODUCT_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited (${child.exitCode}):\n${output}`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`product did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
