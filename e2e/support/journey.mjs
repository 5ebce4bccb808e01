// The set-up every journey file shares (issue 25 item 5): the built product started, a browser launched and an
// API client for what the journey is not about; the browser closed and the product stopped after the file's tests.
import { after, before } from 'node:test';
import { apiClient } from './api.mjs';
import { launchBrowser, logIn } from './browser.mjs';
import { startProduct } from './server.mjs';

/**
 * Registers the file's first `before` and `after` hooks and answers an object whose `product`, `browser` and
 * `api` are filled once that `before` has run: read them in later hooks and in tests.
 *
 *   const journey = productJourney();
 *   before(async () => { company = await journey.api.activeCompany({ name: 'Lakshmi Traders' }); });
 *
 * `env`: extra environment for the product, or an async function answering it (run first, e.g. to start the
 * ACME peers whose addresses the product needs).
 */
export function productJourney(env = {}) {
  const journey = {
    product: undefined,
    browser: undefined,
    api: undefined,
    /** Logs in through the console's login page and waits for the dashboard. */
    logIn: (page, email, password) => logIn(page, journey.product.baseUrl, email, password),
  };
  before(async () => {
    journey.product = await startProduct(typeof env === 'function' ? await env() : env);
    journey.browser = await launchBrowser();
    journey.api = apiClient(journey.product.baseUrl);
  });
  after(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
  });
  return journey;
}
