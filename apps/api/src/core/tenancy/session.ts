import type { QueryResultRow } from 'pg';
import { definePort, type PortRef } from '../discovery/port.js';
import type { CompanyRole } from './permissions.js';
import type { OpeningStatement } from './tenant-runner.js';

/** What a bearer token claims, read without touching the database (signature and expiry checked). */
export interface SessionClaims {
  sessionId: string;
  userId: number;
  companyId: number;
}

/** The authenticated caller, as the auth module verified it from the bearer token. */
export interface SessionPrincipal extends SessionClaims {
  type: 'SUPER_ADMIN' | 'COMPANY_ADMIN' | 'STAFF';
  /** The user's role in its company (read by the same session statement): what its routes allow (ROLE_PERMISSIONS). */
  role: CompanyRole;
  name: string;
  email: string;
  forcePasswordChange: boolean;
}

/**
 * The SQLSTATE a confirmation statement ({@link SessionVerifier.confirmStatement}) fails with when the session
 * is no longer what the caller was last told (migration 1765700000000). Failing, rather than answering "no",
 * aborts the transaction, so nothing sent after it in the same write runs or commits.
 */
export const SESSION_CHANGED_SQLSTATE = 'BZ401';

/**
 * Implemented by the auth module; core only knows the contract, so core never imports modules/*.
 * Verification is split so the database half runs inside the request's own transaction: checked on every
 * request, so logout, a password change or a deactivation takes effect on the next request on every
 * instance. A GET may start from the principal its session had last time and have the database confirm
 * it, still unchanged, in the same write as its first statement (TenantTransactionInterceptor): the
 * principal is remembered, never the verdict.
 */
export interface SessionVerifier {
  /** Null for a forged, expired or malformed token. */
  readToken(token: string): SessionClaims | null;
  /** The one statement that reads the live session with its user and company (sent with BEGIN). */
  sessionStatement(claims: SessionClaims): OpeningStatement;
  /** The caller from that statement's rows: null unless the session is live, its user active and its company allowed to sign in. */
  principalFrom(claims: SessionClaims, rows: QueryResultRow[]): SessionPrincipal | null;
  /**
   * One statement that fails with {@link SESSION_CHANGED_SQLSTATE} unless the session is still live and
   * `principal` is still what {@link principalFrom} would give for it.
   */
  confirmStatement(principal: SessionPrincipal): OpeningStatement;
}

/** Implemented by the auth module (`@SessionVerifierPort.Implementation()`); core injects SessionVerifierPort.Ref. */
export const SessionVerifierPort = definePort<SessionVerifier>('session-verifier');
export type SessionVerifierRef = PortRef<SessionVerifier>;
