import type { HttpException } from '@nestjs/common';

/**
 * Thrown by a request handler whose writes must stay although the answer is an error: a failed validation
 * at the certificate authority is counted (for its hourly limit) and shown, yet the caller gets a 4xx.
 * The request's transaction commits, then `error` is answered (TenantTransactionInterceptor).
 */
export class CommitThenFail extends Error {
  override name = 'CommitThenFail';

  constructor(readonly error: HttpException) {
    super(error.message);
  }
}
