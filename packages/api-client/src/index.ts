// The typed client of the BizDesk API. schema.d.ts is generated from openapi.json (never hand-edited):
// `pnpm openapi` at the repository root regenerates both.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type Schemas = components['schemas'];
export type ApiClient = Client<paths>;

/** The envelope every answer comes in. */
export interface Envelope<T> {
  status: string;
  message: string;
  data: T | null;
}

export function createApiClient(options: ClientOptions = {}): ApiClient {
  return createClient<paths>(options);
}
