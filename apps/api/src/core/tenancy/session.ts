import { definePort, type PortRef } from '../discovery/port.js';

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
 * Verification is split so the database half runs inside the request's own transaction.
 */
export interface SessionVerifier {
  /** Null for a forged, expired or malformed token. */
  readToken(token: string): SessionClaims | null;
  /**
   * Null unless the session is live, its user active and its company allowed to sign in. Runs in the
   * caller's unit of work (the request's transaction).
   */
  load(claims: SessionClaims): Promise<SessionPrincipal | null>;
}

/** Implemented by the auth module (`@SessionVerifierPort.Implementation()`); core injects SessionVerifierPort.Ref. */
export const SessionVerifierPort = definePort<SessionVerifier>('session-verifier');
export type SessionVerifierRef = PortRef<SessionVerifier>;
