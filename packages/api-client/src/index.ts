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

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The documented paths (templates included) that answer a method. */
type DocumentedPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer Operation } ? (Operation extends undefined ? never : P) : never;
}[keyof paths];

type IsTemplate<P> = P extends `${string}{${string}}${string}` ? true : false;

/** Documented paths without {params} that answer a method: a typo or a removed endpoint fails to compile. */
export type ApiPath<M extends ApiMethod> = { [P in DocumentedPath<M>]: IsTemplate<P> extends true ? never : P }[DocumentedPath<M>];

/** Documented path templates, e.g. /api/erp/sale-invoice/{id}: fill them with resolvePath. */
export type ApiPathTemplate = { [M in ApiMethod]: { [P in DocumentedPath<M>]: IsTemplate<P> extends true ? P : never }[DocumentedPath<M>] }[ApiMethod];

/** A documented path template with its {params} filled in, e.g. /api/erp/purchase-order/{id} -> .../42. */
export type ResolvedPath = string & { readonly __resolvedApiPath: true };

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

export function resolvePath<P extends ApiPathTemplate>(template: P, params: Record<ParamNames<P>, string | number>): ResolvedPath {
  return (template as string).replace(/\{(\w+)\}/g, (_: string, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  ) as ResolvedPath;
}

export function createApiClient(options: ClientOptions = {}): ApiClient {
  return createClient<paths>(options);
}
