// The set-up every journey file shares (issue 25 item 5): the built product started, a browser launched and an
// API client for what the journey is not about; the browser closed and the product stopped after the file's tests.
import { after, before } from 'node:test';
import { apiClient } from './api.mjs';
import { launchBrowser, logIn } from './browser.mjs';
import { startProduct } from './server.mjs';

/**
 * Registers a `before` and an `after` hook and answers an object whose `product`, `browser` and `api` are
 * filled once that `before` has run: read them in tests and in the file's own set-up, which goes through
 * `journey.before` (node:test starts a file's `before` hooks together, so a plain second `before` would not wait).
 *
 *   const journey = productJourney();
 *   journey.before(async () => { company = await journey.api.activeCompany({ name: 'Lakshmi Traders' }); });
 *
 * `env`: extra environment for the product, or an async function answering it (run first, e.g. to start the
 * ACME peers whose addresses the product needs).
 */
export function productJourney(env = {}) {
  let started;
  /** Starts everything once, whichever hook asks first (node:test runs a file's `before` hooks side by side). */
  const ready = () =>
    (started ??= (async () => {
      journey.product = await startProduct(typeof env === 'function' ? await env() : env);
      journey.browser = await launchBrowser();
      journey.api = apiClient(journey.product.baseUrl);
    })());
  const journey = {
    product: undefined,
    browser: undefined,
    api: undefined,
    /** Logs in through the console's login page and waits for the dashboard. */
    logIn: (page, email, password) => logIn(page, journey.product.baseUrl, email, password),
    /** The file's own set-up, run once the product, the browser and the client are there. */
    before: (fn) =>
      before(async () => {
        await ready();
        await fn();
      }),
  };
  before(ready);
  after(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
  });
  return journey;
}
