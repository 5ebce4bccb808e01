#!/usr/bin/env node
// The provider's compose files, checked (issue 24). Part of `npm test`: scripts/test-all.sh runs
// scripts/check-compose.test.mjs, which runs this check on the repository and on broken copies of it.
// Rules, for every compose file of the repository (docker-compose.yml, compose.*.yaml ...):
//  - YAML without duplicate keys: `docker compose` refuses such a file, so this parser does too;
//  - every ${VARIABLE} the file interpolates is assigned in .env.example, and every assignment there is
//    interpolated by some compose file (otherwise setting it in .env changes nothing);
//  - every variable given to an app service (built from this repository: api, worker) is read by the API
//    (apps/api/src: core/config/app-config.ts, or the module that owns it) and named in .env.example;
//  - nothing is published but the reverse proxy: never the API's HTTP port (the SSL challenge DNS is the one
//    exception, it is not HTTP and its rate limit needs the real source addresses);
//  - the app services' TRUST_PROXY is exactly the proxy's fixed address (no range, no hop count, not from
//    .env) on a compose network whose subnet is declared, so no other sender can choose its client address.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const COMPOSE_FILE = /^(docker-)?compose(\.[\w.-]+)?\.ya?ml$/;
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'artifacts']);

/** Compose files under `root`, relative paths, sorted. */
export function findComposeFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(join(dir, entry.name));
      } else if (COMPOSE_FILE.test(entry.name)) found.push(relative(root, join(dir, entry.name)));
    }
  };
  walk(root);
  return found.sort();
}

/** The API's source (no tests): where a variable must be read. */
export function readApiSource(root) {
  const parts = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(spec|test)\.ts$/.test(entry.name)) parts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'apps/api/src'));
  return parts.join('\n');
}

/** Names interpolated by a compose value: ${NAME}, ${NAME:-default}, ${NAME:?message}, $NAME ($$ is a literal $). */
export function interpolatedNames(value) {
  const names = [];
  const text = value.replaceAll('$$', '');
  for (const m of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) names.push(m[1]);
  for (const m of text.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.push(m[1]);
  return names;
}

function strings(node, out = []) {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => strings(n, out));
  else if (node && typeof node === 'object') Object.values(node).forEach((n) => strings(n, out));
  return out;
}

const escape = (name) => name.replace(/[^A-Za-z0-9_]/g, '');

/** Read as `env.NAME`, `env['NAME']` or handed over as the string 'NAME' (keyRingFromEnv('SSL_ENCRYPTION_KEYS')). */
export function isReadByApi(name, apiSource) {
  const n = escape(name);
  return new RegExp(`\\benv\\.${n}\\b|\\benv\\[\\s*['"\`]${n}['"\`]\\s*\\]|['"\`]${n}['"\`]`).test(apiSource);
}

/** Names assigned in .env.example (`NAME=`), with how often. */
export function envExampleAssignments(text) {
  const counts = new Map();
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=/.exec(line);
    if (m) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  return counts;
}

function environmentOf(service) {
  const env = service.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((e) => {
      const i = String(e).indexOf('=');
      return i < 0 ? [String(e), undefined] : [String(e).slice(0, i), String(e).slice(i + 1)];
    }));
  }
  return env;
}

/** A service built from this repository (the API and the worker share the image). */
function isAppService(service) {
  return service.build !== undefined || /^bizdesk(:|$)/.test(String(service.image ?? ''));
}

/** Networks a service is on, with its fixed addresses there. */
function networksOf(service) {
  if (!service.networks) return { default: {} };
  if (Array.isArray(service.networks)) return Object.fromEntries(service.networks.map((n) => [n, {}]));
  return Object.fromEntries(Object.entries(service.networks).map(([n, v]) => [n, v ?? {}]));
}

function ipv4ToInt(ip) {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null;
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

function inSubnet(ip, subnet) {
  const [base, bits] = String(subnet).split('/');
  const a = ipv4ToInt(ip);
  const b = ipv4ToInt(base);
  if (a === null || b === null) return String(subnet).includes(':') && ip.includes(':'); // IPv6: declared is enough
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
  return (a & mask) === (b & mask);
}

const isAddress = (s) => ipv4ToInt(s) !== null || /^[0-9a-fA-F:]+$/.test(s) && s.includes(':');

/** Host ports a `ports:` entry publishes, with the container port it leads to. */
function portEntry(entry) {
  if (entry && typeof entry === 'object') return { target: String(entry.target ?? ''), text: JSON.stringify(entry) };
  const text = String(entry);
  const withoutProtocol = text.replace(/\/(tcp|udp|sctp)$/, '');
  // The container port is the last field; interpolations may contain ':' (${A:-53}), so split outside them.
  const fields = withoutProtocol.match(/(\$\{[^}]*\}|[^:[\]]+|\[[^\]]*\])+/g) ?? [];
  return { target: fields[fields.length - 1] ?? '', text };
}

/**
 * Problems of one compose file. `apiSource` is the API's source text, `envExample` the text of .env.example.
 * Returns { problems, interpolated } (the names it interpolates, for the repository-wide .env.example check).
 */
export function checkComposeFile({ path, text, envExample, apiSource }) {
  const problems = [];
  const doc = parseDocument(text, { uniqueKeys: true, merge: true, prettyErrors: true });
  if (doc.errors.length) {
    const lines = text.split('\n');
    const problems = doc.errors.map((e) => {
      const line = e.linePos?.[0]?.line;
      return `${path}${line ? `:${line}` : ''}: ${e.message.split('\n')[0].replace(/:$/, '')}${line ? ` (${lines[line - 1].trim()})` : ''}`;
    });
    return { problems, interpolated: [], parsed: false };
  }
  const compose = doc.toJS({ maxAliasCount: 1000 }) ?? {};
  const assigned = envExampleAssignments(envExample);
  const mentioned = (name) => new RegExp(`\\b${escape(name)}\\b`).test(envExample);

  const interpolated = [...new Set(strings(compose).flatMap(interpolatedNames))];
  for (const name of interpolated) {
    if (!assigned.has(name)) problems.push(`${path}: \${${name}} is not assigned in .env.example (operators copy it to .env)`);
  }

  const services = compose.services ?? {};
  const appServices = Object.entries(services).filter(([, s]) => isAppService(s ?? {}));
  const proxies = new Set();
  for (const [name, service] of appServices) {
    if (service.env_file) problems.push(`${path}: service ${name} reads env_file: pass each variable under environment, so it can be checked`);
    const env = environmentOf(service);
    for (const variable of Object.keys(env)) {
      if (!isReadByApi(variable, apiSource)) problems.push(`${path}: service ${name} gets ${variable}, which the API never reads (apps/api/src/core/config/app-config.ts)`);
      if (!mentioned(variable)) problems.push(`${path}: service ${name} gets ${variable}, which .env.example does not document`);
    }
    if (service.network_mode === 'host') problems.push(`${path}: service ${name} uses network_mode: host, which publishes the API on every interface`);

    const trust = env.TRUST_PROXY;
    if (trust === undefined || trust === null || String(trust).trim() === '') {
      problems.push(`${path}: service ${name} has no TRUST_PROXY: name the reverse proxy's fixed address`);
      continue;
    }
    if (interpolatedNames(String(trust)).length) {
      problems.push(`${path}: service ${name} takes TRUST_PROXY from the environment: it must be the proxy's fixed address, written in this file`);
      continue;
    }
    const networks = compose.networks ?? {};
    for (const entry of String(trust).split(',').map((s) => s.trim()).filter(Boolean)) {
      const [address, prefix] = entry.split('/');
      const single = prefix === undefined || prefix === (address.includes(':') ? '128' : '32');
      if (!isAddress(address) || !single) {
        problems.push(`${path}: service ${name} trusts "${entry}" as a proxy: only the proxy's own address (no range, hop count or keyword), or any sender in it could choose its client address`);
        continue;
      }
      const holders = Object.entries(services).filter(([other, s]) => other !== name && Object.entries(networksOf(s ?? {})).some(([net, cfg]) =>
        (cfg.ipv4_address === address || cfg.ipv6_address === address) && net in networksOf(service)));
      if (!holders.length) {
        problems.push(`${path}: service ${name} trusts ${address}, but no service on its networks has that fixed address (ipv4_address)`);
        continue;
      }
      for (const [proxyName, proxy] of holders) {
        proxies.add(proxyName);
        for (const [net, cfg] of Object.entries(networksOf(proxy))) {
          if (cfg.ipv4_address !== address && cfg.ipv6_address !== address) continue;
          const subnets = (networks[net]?.ipam?.config ?? []).map((c) => c?.subnet).filter(Boolean);
          if (!subnets.some((s) => inSubnet(address, s))) {
            problems.push(`${path}: network ${net} declares no subnet holding ${address} (ipam.config.subnet), so the proxy's address is not fixed`);
          }
        }
      }
    }
  }

  if (appServices.length) {
    for (const [name, service] of Object.entries(services)) {
      if (proxies.has(name)) continue;
      const app = isAppService(service ?? {});
      for (const entry of service?.ports ?? []) {
        const { target, text: shown } = portEntry(entry);
        // The SSL challenge zone's DNS responder runs in the API process and must see its resolvers' addresses.
        if (app && /\$\{ACME_DNS_PORT\b/.test(target)) continue;
        problems.push(app
          ? `${path}: service ${name} publishes ${shown}: the API is reached through the reverse proxy only`
          : `${path}: service ${name} publishes ${shown}: only the reverse proxy is published`);
      }
    }
  }
  return { problems, interpolated, parsed: true };
}

/** Every rule over the given files; an empty list means all is well. */
export function checkCompose({ composeFiles, envExample, apiSource }) {
  const problems = [];
  const used = new Set();
  let allParsed = true;
  for (const file of composeFiles) {
    const result = checkComposeFile({ ...file, envExample, apiSource });
    problems.push(...result.problems);
    result.interpolated.forEach((n) => used.add(n));
    allParsed &&= result.parsed;
  }
  for (const [name, count] of envExampleAssignments(envExample)) {
    if (count > 1) problems.push(`.env.example: ${name} is assigned ${count} times (the last one silently wins)`);
    // Judged only when every compose file could be read.
    if (allParsed && !used.has(name)) problems.push(`.env.example: ${name} is not passed by any compose file, so setting it changes nothing`);
  }
  return [...new Set(problems)]; // the API and the worker share their settings: say each thing once
}

/** The repository's own files. */
export function checkRepository(root) {
  const composeFiles = findComposeFiles(root).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  if (!composeFiles.length) return ['no compose file found'];
  return checkCompose({ composeFiles, envExample: readFileSync(join(root, '.env.example'), 'utf8'), apiSource: readApiSource(root) });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkRepository(root);
  if (problems.length) {
    console.error(`Compose check failed:\n - ${problems.join('\n - ')}`);
    process.exit(1);
  }
  console.log(`Compose files OK: ${findComposeFiles(root).join(', ')}`);
}
