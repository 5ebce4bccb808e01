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

/** Documented path templates that answer a method. */
export type ApiPathTemplateFor<M extends ApiMethod> = { [P in DocumentedPath<M>]: IsTemplate<P> extends true ? P : never }[DocumentedPath<M>];

/** Documented path templates, e.g. /api/erp/sale-invoice/{id}: fill them with resolvePath. */
export type ApiPathTemplate = { [M in ApiMethod]: ApiPathTemplateFor<M> }[ApiMethod];

/**
 * A documented path template with its {params} filled in, e.g. /api/erp/purchase-order/{id} -> .../42.
 * It remembers its template, so the answer of a call on it is typed like a call on the template.
 */
export type ResolvedPath<P extends string = ApiPathTemplate> = string & { readonly __resolvedApiPath: P };

/** The documented path a call goes to: the template of a resolved path, or the path itself. */
export type DocumentedPathOf<P> = P extends ResolvedPath<infer T> ? T : P;

/**
 * The `data` a call answers with, from its path (literal, union of literals, or resolved template) and
 * method: what the console's api wrappers return, so no call site names its answer type.
 */
export type AnswerOf<P, M extends ApiMethod> = DocumentedPathOf<P> extends infer D
  ? D extends keyof paths
    ? DataOf<D, M>
    : never
  : never;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The operation a path answers for a method. */
type Operation<P extends keyof paths, M extends ApiMethod> = paths[P] extends { [K in M]: infer O } ? O : never;
type SuccessOf<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;
type JsonBodyOf<A> = A extends { content: { 'application/json': infer B } } ? B : never;

/**
 * The `data` of a documented operation's success answer, e.g. DataOf<'/api/erp/warehouse', 'get'> is
 * { list: WarehouseView[]; totalPages; totalRecords }. Generated from openapi.json: a field renamed on the
 * server changes this type, so the console's use of the old name no longer compiles.
 */
export type DataOf<P extends keyof paths, M extends ApiMethod = 'get'> =
  JsonBodyOf<SuccessOf<Operation<P, M> extends { responses: infer R } ? R : never>> extends { data: infer D } ? D : never;

/** The JSON request body of a documented operation (the save DTO). */
export type BodyOf<P extends keyof paths, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** One row of a paged list answer: ItemOf<'/api/erp/warehouse'> is WarehouseView. */
export type ItemOf<P extends keyof paths, M extends ApiMethod = 'get'> = DataOf<P, M> extends { list: (infer T)[] } ? T : never;

export function resolvePath<P extends ApiPathTemplate>(template: P, params: Record<ParamNames<P>, string | number>): ResolvedPath<P> {
  return (template as string).replace(/\{(\w+)\}/g, (_: string, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  ) as ResolvedPath<P>;
}

export function createApiClient(options: ClientOptions = {}): ApiClient {
  return createClient<paths>(options);
}
