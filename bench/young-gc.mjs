// What a request leaves for V8's young-generation collector (the scavenger), read from --trace-gc-nvp: bytes
// still alive at each scavenge (then moved to the old generation) and the pause. A scavenge stops every
// request in flight, so its length shows up in p99 (issue 18). Measured for the readiness route (Express and
// Nest, no database work) against a bare node:http server answering the same JSON in its own process, then
// for an authenticated read (`GET /api/erp/financial-year/select`, the auth-floor route) for reference.
// Ratio: the bare server's mean pause / the product's mean pause, same load, same run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { DURATION_SECONDS, runWhenMain } from './lib/harness.mjs';

const TRACE = ['--trace-gc-nvp'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Scavenges in trace output: count, mean pause (ms), mean bytes that survived and that were promoted. */
function scavengeStats(output) {
  const lines = output.split('\n').filter((l) => l.includes(' gc=s '));
  const field = (line, name) => Number((line.match(new RegExp(`\\b${name}=([0-9.]+)`)) ?? [])[1] ?? 0);
  const mean = (name) => (lines.length ? lines.reduce((sum, l) => sum + field(l, name), 0) / lines.length : 0);
  return { scavenges: lines.length, pause: mean('pause'), survived: mean('new_space_survived'), promoted: mean('promoted') };
}

/** A bare node:http server in its own process (its own heap), traced like the product, answering `body`. */
async function bareJsonProcess(body) {
  const code = `import { createServer } from 'node:http';
    const body = ${JSON.stringify(body)};
    const server = createServer((_req, res) => { res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }); res.end(body); });
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));`;
  const child = spawn(process.execPath, [...TRACE, '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      const m = output.match(/PORT (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (c) => reject(new Error(`bare server exited (${c})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, output: () => output, close: () => child.kill() };
}

/** Load on `url` (after a warm-up), and the scavenges the server printed during the measured part only. */
async function underLoad(url, headers, output) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3 });
  const from = output().length;
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  await new Promise((r) => setTimeout(r, 300));
  return { rps: result.requests.average, p99: result.latency.p99, ...scavengeStats(output().slice(from)) };
}

const line = (label, s) =>
  `  ${label.padEnd(9)}: ${s.rps.toFixed(0)} req/s (p99 ${s.p99} ms), ${s.scavenges} scavenges, mean pause ${s.pause.toFixed(2)} ms, ` +
  `${(s.survived / 1024).toFixed(0)} KB alive at each (${(s.promoted / 1024).toFixed(0)} KB promoted)`;

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000000' }, { nodeArgs: TRACE });
  let bare;
  try {
    const readiness = `${product.baseUrl}/api/health`;
    bare = await bareJsonProcess(JSON.stringify(await (await fetch(readiness)).json()));
    const subject = await underLoad(readiness, {}, product.output);
    const baseline = await underLoad(bare.url, {}, bare.output);
    const ratio = baseline.pause / subject.pause;
    console.log(`GET /api/health (readiness: Express, Nest, guards, interceptors) vs bare node:http, ${CONNECTIONS} connections`);
    console.log(line('subject', subject));
    console.log(line('baseline', baseline));
    console.log(`  ratio   : ${ratio.toFixed(3)} (baseline mean scavenge pause / subject's)`);

    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Young GC Traders' });
    const session = await api.login(company.email, company.password);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const read = await underLoad(`${product.baseUrl}/api/erp/financial-year/select`, headers, product.output);
    console.log('GET /api/erp/financial-year/select (token, session, tenant transaction), for reference');
    console.log(line('subject', read));
    return ratio;
  } finally {
    bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
