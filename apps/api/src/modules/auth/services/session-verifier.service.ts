import { Injectable } from '@nestjs/common';
import type { QueryResultRow } from 'pg';
import { SessionVerifierPort, type SessionClaims, type SessionPrincipal, type SessionVerifier } from '../../../core/tenancy/session.js';
import type { OpeningStatement } from '../../../core/tenancy/tenant-runner.js';
import type { UserType } from '../entities/user.entity.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { requestOrigin } from '../../../core/tenancy/request-origin.js';
import { SessionActivityService } from './session-activity.service.js';
import { TokenService } from './token.service.js';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LiveSessionRow {
  type: UserType;
  name: string;
  email: string;
  force_password_change: boolean;
}

/**
 * A token is good while its signature and expiry check out, its session is not revoked, its user is
 * active and its company may still sign in. Checked on every request (one statement, sent with the
 * request's BEGIN, or for a GET a confirmation sent with its first statement), so logout and deactivation
 * take effect at once.
 */
@Injectable()
@SessionVerifierPort.Implementation()
export class SessionVerifierService implements SessionVerifier {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionsRepository,
    private readonly activity: SessionActivityService,
  ) {}

  readToken(token: string): SessionClaims | null {
    const claims = this.tokens.read(token);
    if (!claims || !SESSION_ID.test(claims.jti)) return null;
    const companyId = Number(claims.cid);
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(userId) || companyId <= 0 || userId <= 0) return null;
    return { sessionId: claims.jti, userId, companyId };
  }

  sessionStatement(claims: SessionClaims): OpeningStatement {
    return this.sessions.liveSessionStatement(claims.sessionId, claims.userId, claims.companyId);
  }

  principalFrom(claims: SessionClaims, rows: QueryResultRow[]): SessionPrincipal | null {
    const live = rows[0] as LiveSessionRow | undefined;
    if (!live) return null;
    this.activity.seen(claims.sessionId, requestOrigin.current()?.clientAddress || null);
    return { ...claims, type: live.type, name: live.name, email: live.email, forcePasswordChange: live.force_password_change };
  }

  confirmStatement(principal: SessionPrincipal): OpeningStatement {
    // A refused confirmation is followed by the full check: a revoked session's last write is harmless (the flush skips it).
    this.activity.seen(principal.sessionId, requestOrigin.current()?.clientAddress || null);
    return this.sessions.confirmLiveSessionStatement(principal.sessionId, principal.userId, principal.companyId, principal);
  }
}
