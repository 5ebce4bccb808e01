/** A successful answer with the message the console shows (e.g. 'Expense saved successfully'). */
export class ApiReply<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function reply<T>(data: T, message = 'Success'): ApiReply<T> {
  return new ApiReply(data, message);
}

/** The one JSON shape of every answer. */
export interface Envelope<T = unknown> {
  status: string;
  message: string;
  data: T | null;
}

export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export function statusCodeName(httpStatus: number): string {
  return STATUS_CODES[httpStatus] ?? (httpStatus >= 500 ? 'ERROR' : 'BAD_REQUEST');
}
