// Shared pieces of the bench scenarios: timed autocannon runs and the ratio line.
import autocannon from 'autocannon';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests per second (mean) for one URL, after a short warm-up; fails loudly on non-2xx answers. */
export async function measure(url, { headers = {}, connections = 10, duration = DURATION_SECONDS, method = 'GET', body } = {}) {
  await autocannon({ url, headers, connections, duration: 1, method, body });
  const result = await autocannon({ url, headers, connections, duration, method, body });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export function report(name, subject, baseline) {
  const ratio = subject.rps / baseline.rps;
  console.log(`${name}`);
  console.log(`  subject : ${subject.rps.toFixed(0)} req/s (p99 ${subject.p99} ms)`);
  console.log(`  baseline: ${baseline.rps.toFixed(0)} req/s (p99 ${baseline.p99} ms)`);
  console.log(`  ratio   : ${ratio.toFixed(3)} (subject / baseline, same machine, same run)`);
  return ratio;
}
