import type { QueryResultRow } from 'pg';
import { definePort, type PortRef } from '../discovery/port.js';
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
  name: string;
  email: string;
  forcePasswordChange: boolean;
}

/**
 * Implemented by the auth module; core only knows the contract, so core never imports modules/*.
 * Verification is split so the database half runs inside the request's own transaction, in the same
 * round trip as its BEGIN: checked on every request, so logout, a password change or a deactivation
 * takes effect on the next request on every instance (nothing is cached).
 */
export interface SessionVerifier {
  /** Null for a forged, expired or malformed token. */
  readToken(token: string): SessionClaims | null;
  /** The one statement that reads the live session with its user and company (sent with BEGIN). */
  sessionStatement(claims: SessionClaims): OpeningStatement;
  /** The caller from that statement's rows: null unless the session is live, its user active and its company allowed to sign in. */
  principalFrom(claims: SessionClaims, rows: QueryResultRow[]): SessionPrincipal | null;
}

/** Implemented by the auth module (`@SessionVerifierPort.Implementation()`); core injects SessionVerifierPort.Ref. */
export const SessionVerifierPort = definePort<SessionVerifier>('session-verifier');
export type SessionVerifierRef = PortRef<SessionVerifier>;
