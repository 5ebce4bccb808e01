/** A call that reached the server but did not answer status 'OK'. */
export class ApiError extends Error {
  /** The HTTP status code (0 when unknown). */
  readonly httpStatus: number;
  /** The envelope status code ('BAD_REQUEST', 'FORBIDDEN' ...), when there was an envelope. */
  readonly status: string | null;
  /** The envelope data, which may carry details for a failed call. */
  readonly data: unknown;

  constructor(message: string, details: { httpStatus: number; status?: string | null; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = details.httpStatus;
    this.status = details.status ?? null;
    this.data = details.data;
  }
}

export const UNKNOWN_ERROR = 'Unknown error';

/** The text to show for any failure: the server message, a network error's own message, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}
