// One product, one browser and one active company whose owner a journey file drives (the input-rules journeys).
import { logIn, onNewPage } from './browser.mjs';
import { productJourney } from './journey.mjs';

/**
 * A productJourney (the product, a browser and an API client for the file's tests) whose set-up signs a company
 * up (subscribed to `applications`), then runs `setUp(call)` for what the journey is not about. `call(method, path, body)` calls the
 * API as the owner (`api` is the client, for other users); `withPage(name, fn, user)` gives `fn` a page logged in as
 * the owner, or as `user` ({ email, password }), with a screenshot on failure.
 */
export function ownerJourney({ companyName, gstin, applications = [], setUp = async () => {} }) {
  const journey = productJourney();
  journey.before(async () => {
    const { api } = journey;
    journey.company = await api.activeCompany({ name: companyName, ...(gstin === undefined ? {} : { gstin }) });
    const session = await api.login(journey.company.email, journey.company.password);
    journey.call = (method, path, body) => api.call(method, path, { session, body });
    for (const appId of applications) await journey.call('POST', '/api/erp/subscription', { appId, isSubscribed: true });
    await setUp(journey.call);
  });
  journey.url = (path) => `${journey.product.baseUrl}${path}`;
  journey.withPage = (name, fn, user = journey.company) =>
    onNewPage(journey.browser, name, { viewport: { width: 1366, height: 900 } }, async (page) => {
      await logIn(page, journey.product.baseUrl, user.email, user.password);
      await fn(page);
    });

  return journey;
}
