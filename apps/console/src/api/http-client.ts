import { createApiClient } from '@bizdesk/api-client';
import type { Middleware } from 'openapi-fetch';
import { getCompanyId, getToken } from '../core/session';

/**
 * The one fetch client. Paths already start with /api/..., so baseUrl is empty and
 * calls go to the same origin (the Vite dev server proxies /api to the API). Typed by the
 * generated OpenAPI paths of @bizdesk/api-client; the wrappers in request.ts only accept
 * documented paths.
 */
export const httpClient = createApiClient({ baseUrl: '' });

/** Every call carries the session: `Authorization: Bearer <token>` and `CompanyId: <companyId>`. */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    const companyId = getCompanyId();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    if (companyId) request.headers.set('CompanyId', companyId);
    return request;
  },
};

httpClient.use(sessionHeaders);
