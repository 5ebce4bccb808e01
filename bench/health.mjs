// GET /api/health/live (liveness: answered by the process alone, ahead of Express) of the real product next
// to a bare node:http server answering the same JSON, in alternating rounds; issue 18 item 3 asks for a
// ratio of at least 0.5. Readiness (GET /api/health: database and queue, one check a second shared by every
// probe) is measured the same way and printed for reference.
import { createServer } from 'node:http';
import { startProduct } from '../e2e/support/server.mjs';
import { compareRounds, runWhenMain } from './lib/harness.mjs';

/** A bare server answering `body` as JSON at any path. */
async function bareJson(body) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'info' });
  const bare = [];
  try {
    const live = await bareJson(JSON.stringify(await (await fetch(`${product.baseUrl}/api/health/live`)).json()));
    const ready = await bareJson(JSON.stringify(await (await fetch(`${product.baseUrl}/api/health`)).json()));
    bare.push(live, ready);
    const { ratio } = await compareRounds('GET /api/health/live (liveness) vs bare node:http with the same JSON',
      { url: `${product.baseUrl}/api/health/live` }, { url: live.url }, { duration: 3 });
    await compareRounds('GET /api/health (readiness, for reference) vs bare node:http with the same JSON',
      { url: `${product.baseUrl}/api/health` }, { url: ready.url }, { duration: 3, rounds: 3 });
    return ratio;
  } finally {
    for (const b of bare) b.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
