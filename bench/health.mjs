// GET /api/health of the real product next to a bare node:http server answering the same JSON.
// The ratio shows what the framework, logging, guards and the database/queue checks cost per request.
import { createServer } from 'node:http';
import { startProduct } from '../e2e/support/server.mjs';
import { measure, report } from './lib/harness.mjs';

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn' });
  let bare;
  try {
    const body = JSON.stringify(await (await fetch(`${product.baseUrl}/api/health`)).json());
    bare = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    await new Promise((r) => bare.listen(0, '127.0.0.1', r));
    const subject = await measure(`${product.baseUrl}/api/health`);
    const baseline = await measure(`http://127.0.0.1:${bare.address().port}/api/health`);
    return report('GET /api/health vs bare node:http with the same JSON', subject, baseline);
  } finally {
    bare?.close();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
