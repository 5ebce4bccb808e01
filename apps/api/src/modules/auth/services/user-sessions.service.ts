import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { AuditTrailService } from '../../audit/index.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { SessionActivityService } from './session-activity.service.js';

export const SESSION_MESSAGES = {
  listed: 'Sessions fetched successfully',
  ended: 'Session ended successfully',
  endedAll: 'Sessions ended successfully',
  notFound: 'Session not found',
  badId: 'id must be a session id',
  userNotFound: 'User not found',
} as const;

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionView {
  id: string;
  device: string;
  userAgent: string | null;
  address: string | null;
  lastAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

/** "Chrome on Windows" from a user agent: enough to tell one's devices apart, nothing more. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
          : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
            : /okhttp|Dart|curl|node|axios|python|PostmanRuntime/i.test(ua) ? 'App or script'
              : 'Browser';
  const os = /Android/.test(ua) ? 'Android'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
      : /Windows/.test(ua) ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
          : /CrOS/.test(ua) ? 'ChromeOS'
            : /Linux/.test(ua) ? 'Linux'
              : null;
  return os ? `${browser} on ${os}` : browser;
}

/** The signed-in user's own sessions, and the owner ending all sessions of a user of the company (issue 26 item 5). */
@Injectable()
export class UserSessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly activity: SessionActivityService,
    private readonly audit: AuditTrailService,
  ) {}

  async list(principal: SessionPrincipal): Promise<SessionView[]> {
    const rows = await this.sessions.liveOfUser(principal.userId);
    return rows.map((r) => {
      // What this instance saw and has not written yet counts too (the current session is being used right now).
      const unwritten = this.activity.unwritten(r.id);
      const stored = r.last_seen_at ? new Date(r.last_seen_at) : new Date(r.created_at);
      const lastSeen = unwritten && unwritten.at > stored ? unwritten.at : stored;
      return {
        id: r.id,
        device: describeDevice(r.user_agent),
        userAgent: r.user_agent,
        address: r.ip,
        lastAddress: (unwritten && unwritten.at > stored ? unwritten.address : null) ?? r.last_address ?? r.ip,
        createdAt: new Date(r.created_at).toISOString(),
        lastSeenAt: lastSeen.toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
        current: r.id === principal.sessionId,
      };
    });
  }

  /** Only the user's own live sessions; anything else (another user's, ended, unknown) is the same 404. */
  async end(principal: SessionPrincipal, id: string): Promise<void> {
    if (!SESSION_ID.test(id)) throw new BadRequestException(SESSION_MESSAGES.badId);
    if (!(await this.sessions.revokeOwn(id.toLowerCase(), principal.userId))) throw new NotFoundException(SESSION_MESSAGES.notFound);
    await this.audit.record({ action: 'SESSION_END', recordType: 'session', recordId: id.toLowerCase() });
  }

  /** Every session of a user of the caller's company ends; a user of another company is a 404 like an unknown one. */
  async endAllOfUser(userId: number): Promise<{ ended: number }> {
    const user = await this.users.findById(userId);
    if (!user || Number(user.companyId) !== currentCompanyId()) throw new NotFoundException(SESSION_MESSAGES.userNotFound);
    const ended = await this.sessions.revokeAllOfUserCounted(userId);
    await this.audit.record({ action: 'SESSION_END', recordType: 'user', recordId: userId, details: { sessionsEnded: ended } });
    return { ended };
  }
}
