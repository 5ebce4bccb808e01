// Closed-loop latency rounds for slow endpoints (reports): a few workers each send one request after the
// other for a while; every request's time is kept, so p95 is exact rather than read off a histogram bucket.
// Subject and baseline alternate (ABBA...) as in compareRounds, each round's ratio from its own pair.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Requests per second and p50/p95 (ms) of `url` under `workers` closed loops for `seconds`. Fails on a non-2xx answer. */
export async function closedLoop(url, { headers = {}, workers = 2, seconds = 5, minRequests = 5 } = {}) {
  const times = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (performance.now() < until || times.length < minRequests) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
      times.push(performance.now() - t0);
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: times.length };
}

/**
 * `rounds` alternating pairs of closedLoop runs after one warm-up run per side; prints and returns the median
 * ratio (subject rps / baseline rps) and the medians of each side's p95. `baseline` may be null (subject only).
 */
export async function latencyRounds(name, subject, baseline, { rounds = 3, seconds = 5, workers = 2 } = {}) {
  const sides = baseline ? [['subject', subject], ['baseline', baseline]] : [['subject', subject]];
  for (const [, side] of sides) await closedLoop(side.url, { headers: side.headers, workers, seconds: 1, minRequests: workers });
  const runs = { subject: [], baseline: [] };
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    const pair = {};
    for (const [label, side] of order) {
      pair[label] = await closedLoop(side.url, { headers: side.headers, workers, seconds });
      runs[label].push(pair[label]);
    }
    if (baseline) ratios.push(pair.subject.rps / pair.baseline.rps);
  }
  const summary = (list) => ({ rps: median(list.map((r) => r.rps)), p50: median(list.map((r) => r.p50)), p95: median(list.map((r) => r.p95)), n: list.reduce((s, r) => s + r.n, 0) });
  const s = summary(runs.subject);
  const fmt = (x) => `${x.rps.toFixed(1)} req/s, p50 ${x.p50.toFixed(0)} ms, p95 ${x.p95.toFixed(0)} ms (${x.n} requests)`;
  console.log(name);
  console.log(`  rounds  : ${rounds} × ${seconds} s per side, ${workers} workers, alternating${baseline ? `; ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}` : ''}`);
  console.log(`  subject : ${fmt(s)}, medians`);
  if (!baseline) return { ratio: null, subject: s };
  const b = summary(runs.baseline);
  const ratio = median(ratios);
  console.log(`  baseline: ${fmt(b)}, medians`);
  console.log(`  ratio   : ${ratio.toFixed(3)} (median of the rounds' subject / baseline)`);
  return { ratio, subject: s, baseline: b };
}
