import type { AnswerOf, ApiMethod, ApiPath, ApiPathTemplateFor, ResolvedPath } from '@bizdesk/api-client';
import { CHANGE_PASSWORD_PATH, currentRouterPath, toBrowserUrl } from '../core/paths';
import { loginPath } from '../core/login-redirect';
import { clearSession, getToken, isPasswordChangeForced } from '../core/session';
import { toast } from '../core/toast';
import { ApiError, errorMessage } from './api-error';
import type { ApiResult } from './envelope';
import { currentFormKey } from './form-session';
import { httpClient } from './http-client';
import { refusalOf, reportPageRefusal } from './page-refusals';
import { failure, parseEnvelope, unwrapEnvelope } from './unwrap-envelope';

/**
 * Generic wrappers over the fetch client. They unwrap the {status, message, data}
 * envelope: status 'OK' resolves, anything else rejects with an ApiError carrying the
 * server message ('Unknown error' when none). Network failures reject with their own error.
 *
 * GETs additionally handle their own failures: a 401 on a call that carried the session ends it
 * and goes to the login page; a 403 is shown on the page that asked (page-refusals.ts: "Subscribe
 * to HRMS to use this" with a Subscribe button) and never logs the user out (the spec's "403
 * redirects to /admin/login" signed users out for a refusal of one thing: issue 24); anything else
 * shows an error toast. A screen that shows the error itself passes { notifyOnError: false }.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A JSON-serialisable body, or FormData for multipart uploads. */
export type RequestBody = object | FormData;

export interface GetOptions {
  /** Set false when the screen shows the error itself (banner, inline message). */
  notifyOnError?: boolean;
}

/** A documented path for the method (checked at compile time), or one of its templates filled by resolvePath. */
export type PathFor<M extends ApiMethod> = ApiPath<M> | ResolvedPath<ApiPathTemplateFor<M>>;

/** The API's header that makes a write happen once (see form-session.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

async function send<T>(method: ApiMethod, path: string, query?: QueryParams, body?: RequestBody): Promise<ApiResult<T>> {
  // Writes from an open form carry its key: a double click or a retry is answered with the first result.
  const form = method === 'post' || method === 'put' ? currentFormKey() : null;
  // Text in, parsed here: a non-JSON success body becomes 'Unknown error', not a SyntaxError.
  // The path was checked against the generated schema by the public wrappers' signatures.
  const sentSession = getToken() !== null;
  const { data, error, response } = await httpClient.request(method, path as never, {
    params: { query },
    body,
    parseAs: 'text',
    ...(form ? { headers: { [IDEMPOTENCY_HEADER]: form.key } } : {}),
  } as never);
  if (response.status === 401 && sentSession && !NOT_SESSION_EXPIRY.has(path)) sessionExpired();
  const result = unwrapEnvelope<T>(response.ok, response.status, data ?? error);
  form?.succeeded();
  return result;
}

/**
 * Calls whose 401 is not an expired session: the login answers it for wrong credentials, and a logout
 * after a password change finds its session already ended, which is what it wanted.
 */
const NOT_SESSION_EXPIRY = new Set<string>(['/api/auth/authentication', '/api/auth/authentication/logout']);
let leavingForLogin = false;

/**
 * A 401 on a call that carried the session: the server ended it (expired, revoked, password changed
 * elsewhere). Clear it and go to the login page, which says so and brings the user back here after login,
 * rather than leaving every list showing "No Record(s) Found." (issue 9 item 2).
 */
function sessionExpired(): void {
  if (leavingForLogin) return; // several calls fail at once; one redirect
  leavingForLogin = true;
  const returnTo = `${currentRouterPath()}${window.location.search}`;
  clearSession({ notify: false }); // the full-page redirect below also drops every cached answer
  window.location.assign(toBrowserUrl(loginPath({ returnTo, expired: true })));
}

/** Spec 2.1: while a password change is forced, any GET sends the user to change it. */
function stopIfPasswordChangeForced(): void {
  if (isPasswordChangeForced() && currentRouterPath() !== CHANGE_PASSWORD_PATH) {
    window.location.assign(toBrowserUrl(CHANGE_PASSWORD_PATH));
    throw new ApiError('Please change your password to continue.', { httpStatus: 0 });
  }
}

async function runGet<T>(call: () => Promise<T>, options: GetOptions): Promise<T> {
  stopIfPasswordChangeForced();
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401 && leavingForLogin) {
      // Already on the way to the login page, which explains it: no toast.
    } else if (options.notifyOnError === false) {
      // The screen shows it.
    } else if (error instanceof ApiError && error.httpStatus === 403 && reportPageRefusal(refusalOf(error, currentRouterPath()))) {
      // Shown on the page, which stays open, and so does the session.
    } else toast.error(errorMessage(error));
    throw error;
  }
}

/**
 * GET returning the envelope's data. Every wrapper's answer is the generated `data` of its path and method
 * (AnswerOf), so no call names its answer type (scripts/check-console-api-types.mjs).
 */
export function apiGet<P extends PathFor<'get'>>(path: P, query?: QueryParams, options: GetOptions = {}): Promise<AnswerOf<P, 'get'>> {
  return runGet(async () => (await send<AnswerOf<P, 'get'>>('get', path, query)).data, options);
}

/** GET of a file (PDF, certificate ...). Failures still answer with a JSON envelope. */
export function apiBlob(path: PathFor<'get'>, query?: QueryParams, options: GetOptions = {}): Promise<Blob> {
  return runGet(async () => {
    const sentSession = getToken() !== null;
    const { data, error, response } = await httpClient.request('get', path as never, { params: { query }, parseAs: 'blob' } as never);
    if (response.status === 401 && sentSession) sessionExpired();
    if (response.ok && (data as unknown) instanceof Blob) return data as unknown as Blob;
    throw failure(response.status, parseEnvelope(error));
  }, options);
}

/** POST a JSON body, or multipart when given FormData (see toFormData). */
export function apiPost<P extends PathFor<'post'>>(path: P, body?: RequestBody, query?: QueryParams): Promise<ApiResult<AnswerOf<P, 'post'>>> {
  return send('post', path, query, body);
}

/** PUT a JSON body, or multipart when given FormData. */
export function apiPut<P extends PathFor<'put'>>(path: P, body?: RequestBody, query?: QueryParams): Promise<ApiResult<AnswerOf<P, 'put'>>> {
  return send('put', path, query, body);
}

/** PATCH ?id={id} (or a path with its id, query undefined), optionally with a body. */
export function apiPatch<P extends PathFor<'patch'>>(path: P, query: { id: number | string } | undefined, body?: RequestBody): Promise<ApiResult<AnswerOf<P, 'patch'>>> {
  return send('patch', path, query, body);
}

/** DELETE ?id={id}. */
export function apiDelete<P extends PathFor<'delete'>>(path: P, query: { id: number | string } | QueryParams, body?: RequestBody): Promise<ApiResult<AnswerOf<P, 'delete'>>> {
  // Most deletes name one id; a few name the record by its key (attendance marks: employeeId and date) or carry a body (an unlock's reason).
  return send('delete', path, 'id' in query ? { id: query.id } : query, body);
}

/** Generic save: PUT for an existing record (nonzero id), POST for a new one. */
export function apiSave<P extends PathFor<'post'> & PathFor<'put'>>(
  path: P,
  record: { id?: number | null } & object,
): Promise<ApiResult<AnswerOf<P, 'post'> | AnswerOf<P, 'put'>>> {
  return record.id ? apiPut(path, record) : apiPost(path, record);
}

/** Builds a multipart body; undefined and null fields are left out, files keep their names. */
export function toFormData(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    // A File keeps its own name; other values are sent as text.
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
