/** Shapes every API answer shares (ARCHITECTURE.md section 2). */

export type { Paged as PagedList, SelectOption } from '@bizdesk/shared';

export const OK_STATUS = 'OK';

/** `{status, message, data}`: status 'OK' is success, otherwise an upper-case code. */
export interface ApiEnvelope<T> {
  status: string;
  message?: string | null;
  data: T;
}

/** What a mutation resolves to: the data plus the server's message, which screens show on success. */
export interface ApiResult<T> {
  data: T;
  message: string;
}
