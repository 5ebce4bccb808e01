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

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Seconds of load each side gets once before the rounds: a server just started still compiles its hot paths. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Subject and baseline measured in alternating rounds (ABBA...), each round's ratio taken from its own
 * pair: on a shared machine whose load comes and goes, a ratio from two back-to-back runs minutes apart
 * says more about the neighbours than about the code. Prints and returns the median ratio.
 * `subject` and `baseline` are { url, ...options of measure() }. Both are warmed up first (WARMUP_SECONDS):
 * the product comes from a cold start, and its first seconds under load (JIT tiering of the framework's
 * paths) made the first round an outlier in every run.
 */
export async function compareRounds(name, subject, baseline, { rounds = ROUNDS, duration = DURATION_SECONDS, warmup = WARMUP_SECONDS } = {}) {
  for (const { url, headers = {}, connections = 10, method = 'GET', body } of warmup > 0 ? [subject, baseline] : []) {
    await autocannon({ url, headers, connections, duration: warmup, method, body });
  }
  const runs = { subject: [], baseline: [] };
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['subject', 'baseline'] : ['baseline', 'subject'];
    const pair = {};
    for (const side of order) {
      const { url, ...options } = side === 'subject' ? subject : baseline;
      pair[side] = await measure(url, { ...options, duration });
      runs[side].push(pair[side]);
    }
    ratios.push(pair.subject.rps / pair.baseline.rps);
  }
  const summary = (list) => ({ rps: median(list.map((r) => r.rps)), p99: median(list.map((r) => r.p99)) });
  const ratio = median(ratios);
  const s = summary(runs.subject);
  const b = summary(runs.baseline);
  console.log(`${name}`);
  console.log(`  rounds  : ${rounds} × ${duration} s per side, alternating; ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`  subject : ${s.rps.toFixed(0)} req/s (p99 ${s.p99} ms), medians`);
  console.log(`  baseline: ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms), medians`);
  console.log(`  ratio   : ${ratio.toFixed(3)} (median of the rounds' subject / baseline)`);
  // Paired like the ratio: each round's p99 against the other side's in the same round.
  const gaps = runs.subject.map((r, i) => r.p99 - runs.baseline[i].p99);
  const p99Gap = median(gaps);
  console.log(`  p99 gap : ${p99Gap} ms (median of the rounds' subject p99 - baseline p99: ${gaps.join(' ')})`);
  return { ratio, p99Gap, subject: s, baseline: b };
}

/** Runs a scenario's `run` when its file is started directly (`node bench/<scenario>.mjs`), not imported by run.mjs. */
export function runWhenMain(moduleUrl, run) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  run().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
