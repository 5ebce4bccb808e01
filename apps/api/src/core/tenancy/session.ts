/** The authenticated caller, as the auth module verified it from the bearer token. */
export interface SessionPrincipal {
  sessionId: string;
  userId: number;
  companyId: number;
  type: 'SUPER_ADMIN' | 'COMPANY_ADMIN' | 'STAFF';
  name: string;
  email: string;
  forcePasswordChange: boolean;
}

/**
 * Implemented by the auth module; core only knows the contract, so core never imports modules/*.
 * Returns null for an unknown, expired, revoked or forged token.
 */
export interface SessionVerifier {
  verify(token: string): Promise<SessionPrincipal | null>;
}

export const SESSION_VERIFIER = Symbol('SESSION_VERIFIER');
