import type { SessionClaims, SessionPrincipal } from './session.js';

/**
 * The principal each session had when the database last gave it, per instance, so a GET can start from it
 * and have the database confirm it in the same write as its first statement (TenantTransactionInterceptor).
 * Only a starting point, never a verdict: a session revoked or changed since fails its confirmation, and the
 * request is then checked the full way. Bounded: the least recently remembered sessions go first.
 */
export class RememberedPrincipals {
  private readonly entries = new Map<string, SessionPrincipal>();

  constructor(private readonly max = 10_000) {}

  /** The principal last given for the token's session, if it was given for the same user and company. */
  get(claims: SessionClaims): SessionPrincipal | undefined {
    const principal = this.entries.get(claims.sessionId);
    if (principal && (principal.userId !== claims.userId || principal.companyId !== claims.companyId)) return undefined;
    return principal;
  }

  remember(principal: SessionPrincipal): void {
    this.entries.delete(principal.sessionId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(principal.sessionId, principal);
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }
}
