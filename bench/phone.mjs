// A shop's phone (issue 32 item 4, issue 31 item 8): the console in Debian's Chromium at 390 px with the CPU slowed
// 4x and a 1.6 Mbps / 150 ms network, against a company with BENCH_PRODUCTS (default 2,000) products: login ->
// dashboard, the POS page, a product search and the POS route's JavaScript (bench/lib/phone.mjs says how each is
// measured). Each time is the median of BENCH_RUNS (default 3) fresh browser contexts; the ratio line is goal /
// measured (>= 1 meets it) for the worst of the three times. 4x of this machine is a slower phone when the machine is
// busy: BENCH_CPU_SCORE=<n> slows the CPU to that Lighthouse BenchmarkIndex instead, calibrated before each run as
// npm test's check does (scripts/check-phone.mjs); BENCH_PRIORITY=1 runs the product and Chromium at nice -10 as the
// check does. BENCH_VERBOSE=1 prints the requests and the scripts,
// BENCH_PROFILE=1 the CPU profile of each step (self time per script and function).
import { runWhenMain } from './lib/harness.mjs';
import { onePhone, posRouteScripts, restorePriority, startPhoneShop, summarize } from './lib/phone.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = process.env.BENCH_CPU_SCORE ? { targetScore: Number(process.env.BENCH_CPU_SCORE) } : { rate: Number(process.env.BENCH_CPU_RATE ?? 4) };

export async function run() {
  const shop = await startPhoneShop({ products: PRODUCTS });
  try {
    const verbose = Boolean(process.env.BENCH_VERBOSE);
    const results = [];
    const priority = Boolean(process.env.BENCH_PRIORITY);
    for (let i = 0; i < RUNS; i++) results.push(await onePhone(shop, { cpu: CPU, priority, verbose, profile: Boolean(process.env.BENCH_PROFILE) }));
    const posJs = await posRouteScripts(shop.browser, shop.baseUrl, results[0].storageState);
    if (verbose) for (const { path, bytes } of posJs.files) console.log(`    ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
    const { lines, ratio } = summarize(results, posJs, shop);
    for (const line of lines) console.log(line);
    return ratio;
  } finally {
    await shop.stop();
    restorePriority();
  }
}

runWhenMain(import.meta.url, run);
