import { ApiError, UNKNOWN_ERROR } from './api-error';
import { OK_STATUS, type ApiEnvelope, type ApiResult } from './envelope';

/** Reads an answer body (already parsed, or raw text) as an envelope; null when it is not one. */
export function parseEnvelope(payload: unknown): Partial<ApiEnvelope<unknown>> | null {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = value ? JSON.parse(value) : null;
    } catch {
      return null; // not JSON (an HTML error page, a proxy message): no envelope
    }
  }
  return value !== null && typeof value === 'object' ? (value as Partial<ApiEnvelope<unknown>>) : null;
}

/** The error for a failed answer: the server's message, else 'Unknown error'. */
export function failure(httpStatus: number, envelope: Partial<ApiEnvelope<unknown>> | null): ApiError {
  return new ApiError(envelope?.message || UNKNOWN_ERROR, {
    httpStatus,
    status: envelope?.status,
    data: envelope?.data,
  });
}

/** Success only for an HTTP 2xx carrying status 'OK'; anything else throws an ApiError. */
export function unwrapEnvelope<T>(httpOk: boolean, httpStatus: number, payload: unknown): ApiResult<T> {
  const envelope = parseEnvelope(payload);
  if (httpOk && envelope?.status === OK_STATUS) {
    return { data: envelope.data as T, message: envelope.message ?? '' };
  }
  throw failure(httpStatus, envelope);
}
