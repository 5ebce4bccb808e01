// scripts/check-compose.mjs on the repository (it must pass) and on copies of docker-compose.yml and
// .env.example with one thing broken each (it must say what). Run by scripts/test-all.sh:
//   node --test scripts/check-compose.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, checkRepository, findComposeFiles, readApiSource } from './check-compose.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const apiSource = readApiSource(root);

/** The repository's compose file with `from` replaced by `to` (which must be there once). */
function composeWith(from, to) {
  assert.equal(compose.split(from).length, 2, `the fixture edit expects ${JSON.stringify(from)} once in docker-compose.yml`);
  return compose.replace(from, to);
}
const check = (text, env = envExample) => checkCompose({ composeFiles: [{ path: 'docker-compose.yml', text }], envExample: env, apiSource });

test('the repository passes: docker compose would read every compose file, and the rules hold', () => {
  assert.deepEqual(checkRepository(root), []);
  const cli = spawnSync(process.execPath, [join(root, 'scripts/check-compose.mjs')], { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.match(cli.stdout, /docker-compose\.yml/);
});

test('a duplicate key is refused, with its line (docker compose refuses the file)', () => {
  const text = composeWith('  JWT_TTL_SECONDS: ${JWT_TTL_SECONDS:-43200}\n', '  JWT_TTL_SECONDS: ${JWT_TTL_SECONDS:-43200}\n  JWT_SECRET: again\n');
  const problems = check(text);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^docker-compose\.yml:\d+: Map keys must be unique.*\(JWT_SECRET: again\)$/);
});

test('a variable the API reads but .env.example does not document', () => {
  const problems = check(composeWith('  LOG_LEVEL: ${LOG_LEVEL:-info}\n', '  LOG_LEVEL: ${LOG_LEVEL:-info}\n  QUEUE_PREFIX: bizdesk\n'));
  assert.deepEqual(problems, [
    'docker-compose.yml: service api gets QUEUE_PREFIX, which .env.example does not document',
    'docker-compose.yml: service worker gets QUEUE_PREFIX, which .env.example does not document',
  ]);
});

test('a variable the API never reads, and an interpolated one .env.example does not assign', () => {
  const problems = check(composeWith('  LOG_LEVEL: ${LOG_LEVEL:-info}\n', '  LOG_LEVEL: ${LOG_LEVEL:-info}\n  LOG_FORMAT: ${LOG_FORMAT:-json}\n'));
  assert.ok(problems.includes('docker-compose.yml: ${LOG_FORMAT} is not assigned in .env.example (operators copy it to .env)'), problems.join('\n'));
  assert.ok(problems.includes('docker-compose.yml: service api gets LOG_FORMAT, which the API never reads (apps/api/src/core/config/app-config.ts)'), problems.join('\n'));
  assert.ok(problems.includes('docker-compose.yml: service api gets LOG_FORMAT, which .env.example does not document'), problems.join('\n'));
});

test('a published API port, short or long syntax, and any other published service', () => {
  const dnsPorts = '    ports:\n      # The SSL challenge zone';
  const short = check(composeWith(dnsPorts, '    ports:\n      - "127.0.0.1:3000:3000"\n      # The SSL challenge zone'));
  assert.deepEqual(short, ['docker-compose.yml: service api publishes 127.0.0.1:3000:3000: the API is reached through the reverse proxy only']);
  const long = check(composeWith(dnsPorts, '    ports:\n      - target: 3000\n        published: 8080\n      # The SSL challenge zone'));
  assert.deepEqual(long, ['docker-compose.yml: service api publishes {"target":3000,"published":8080}: the API is reached through the reverse proxy only']);
  const database = check(composeWith('    shm_size: 256mb\n', '    shm_size: 256mb\n    ports:\n      - "5432:5432"\n'));
  assert.deepEqual(database, ['docker-compose.yml: service postgres publishes 5432:5432: only the reverse proxy is published']);
});

test('TRUST_PROXY must be the proxy\'s fixed address: no range, no value from .env, a declared subnet', () => {
  const range = check(composeWith('  TRUST_PROXY: *proxy-address\n', '  TRUST_PROXY: 172.16.0.0/12\n'));
  assert.ok(range.some((p) => /service api trusts "172\.16\.0\.0\/12" as a proxy: only the proxy's own address/.test(p)), range.join('\n'));
  const fromEnv = check(composeWith('  TRUST_PROXY: *proxy-address\n', '  TRUST_PROXY: ${TRUST_PROXY:-1}\n'));
  assert.ok(fromEnv.includes('docker-compose.yml: service api takes TRUST_PROXY from the environment: it must be the proxy\'s fixed address, written in this file'), fromEnv.join('\n'));
  const hops = check(composeWith('  TRUST_PROXY: *proxy-address\n', '  TRUST_PROXY: "1"\n'));
  assert.ok(hops.some((p) => /trusts "1" as a proxy/.test(p)), hops.join('\n'));
  const stranger = check(composeWith('  TRUST_PROXY: *proxy-address\n', '  TRUST_PROXY: 10.241.17.99\n'));
  assert.ok(stranger.includes('docker-compose.yml: service api trusts 10.241.17.99, but no service on its networks has that fixed address (ipv4_address)'), stranger.join('\n'));
  // Without the proxy's address the proxy is just another service: its published ports are refused too.
  assert.ok(stranger.some((p) => /service proxy publishes 443:443/.test(p)), stranger.join('\n'));
  const noSubnet = check(composeWith('        - subnet: 10.241.17.0/24\n', '        - subnet: 10.99.0.0/24\n'));
  assert.deepEqual(noSubnet, ['docker-compose.yml: network default declares no subnet holding 10.241.17.10 (ipam.config.subnet), so the proxy\'s address is not fixed']);
});

test('.env.example: a variable assigned twice, or one no compose file passes', () => {
  const twice = check(compose, envExample.replace('SSL_ENCRYPTION_KEYS=\n', 'SSL_ENCRYPTION_KEYS=\nAPI_KEY_ENCRYPTION_KEYS=\n'));
  assert.deepEqual(twice, ['.env.example: API_KEY_ENCRYPTION_KEYS is assigned 2 times (the last one silently wins)']);
  const unused = check(compose, `${envExample}\nAPI_PORT=3000\n`);
  assert.deepEqual(unused, ['.env.example: API_PORT is not passed by any compose file, so setting it changes nothing']);
});

test('every compose file of the repository is found and parsed, not only docker-compose.yml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bizdesk-compose-'));
  try {
    mkdirSync(join(dir, 'deploy'));
    mkdirSync(join(dir, 'node_modules'));
    for (const name of ['docker-compose.yml', 'compose.override.yaml', 'deploy/docker-compose.staging.yml', 'node_modules/compose.yml', 'compose-notes.md']) {
      writeFileSync(join(dir, name), 'services: {}\n');
    }
    assert.deepEqual(findComposeFiles(dir), ['compose.override.yaml', 'deploy/docker-compose.staging.yml', 'docker-compose.yml']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const second = { path: 'deploy/compose.yaml', text: 'services:\n  db:\n    image: postgres:18\n    image: postgres:17\n' };
  const problems = checkCompose({ composeFiles: [{ path: 'docker-compose.yml', text: compose }, second], envExample, apiSource });
  assert.deepEqual(problems, ['deploy/compose.yaml:4: Map keys must be unique at line 4, column 5 (image: postgres:17)']);
});
