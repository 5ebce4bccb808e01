/** Shapes every API answer shares (ARCHITECTURE.md section 2). */

export const OK_STATUS = 'OK';

/** `{status, message, data}`: status 'OK' is success, otherwise an upper-case code. */
export interface ApiEnvelope<T> {
  status: string;
  message?: string | null;
  data: T;
}

/** Paged list data. Pages start at 0. */
export interface PagedList<T> {
  list: T[];
  totalPages: number;
  totalRecords: number;
}

/** Select-list option. */
export interface SelectOption {
  id: number;
  name: string;
}

/** What a mutation resolves to: the data plus the server's message, which screens show on success. */
export interface ApiResult<T> {
  data: T;
  message: string;
}
