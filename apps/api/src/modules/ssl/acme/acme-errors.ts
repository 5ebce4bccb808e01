import { ConflictException, HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';

export type AcmeErrorKind = 'unreachable' | 'rate-limited' | 'refused';

/** What went wrong talking to the certificate authority, in words a customer can act on. */
export class AcmeError extends Error {
  override name = 'AcmeError';

  constructor(
    readonly kind: AcmeErrorKind,
    readonly detail: string,
  ) {
    super(detail);
  }

  toHttp(): HttpException {
    if (this.kind === 'unreachable') return new ServiceUnavailableException(`The certificate authority could not be reached (${this.detail}); try again in a few minutes`);
    if (this.kind === 'rate-limited') return new HttpException(`The certificate authority is limiting requests: ${this.detail}`, HttpStatus.TOO_MANY_REQUESTS);
    return new ConflictException(`The certificate authority refused the request: ${this.detail}`);
  }
}

export const ACCOUNT_DOES_NOT_EXIST = 'urn:ietf:params:acme:error:accountDoesNotExist';

/**
 * The CA answered `accountDoesNotExist` for the account a request was signed with (it restarted, forgot
 * or dropped it). Raised by the transport (acme-client keeps only the problem's detail), so the gateway
 * can register the account again and retry.
 */
export class AcmeAccountMissing extends Error {
  override name = 'AcmeAccountMissing';
}

/** Runs work that talks to the CA; its AcmeError becomes the HTTP answer it stands for (never a 500). */
export async function answeringCaErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw e instanceof AcmeError ? e.toHttp() : e;
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH',
  'ERR_SOCKET_CONNECTION_TIMEOUT', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * acme-client throws plain Errors: an axios error for the network (with a code), or the CA's problem
 * detail as the message. Anything else a caller cannot act on is 'refused' with the CA's words.
 */
export function toAcmeError(e: unknown): AcmeError {
  if (e instanceof AcmeError) return e;
  const err = e as { code?: string; message?: string; response?: { status?: number } };
  const message = (err?.message ?? String(e)).replace(/\s+/g, ' ').trim().slice(0, 500);
  if (err?.code && NETWORK_CODES.has(err.code)) return new AcmeError('unreachable', err.code);
  if (err?.response?.status && err.response.status >= 500) return new AcmeError('unreachable', `HTTP ${err.response.status}`);
  if (err?.response?.status === 429 || /rate ?limit|too many/i.test(message)) return new AcmeError('rate-limited', message);
  if (/timeout|timed out|socket hang up/i.test(message)) return new AcmeError('unreachable', message);
  return new AcmeError('refused', message || 'no reason given');
}
