import { AnySignedInUser } from '../../../core/tenancy/permissions.js';
import { Param } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { SessionView } from '../dtos/sessions.dtos.js';
import { SESSION_MESSAGES, UserSessionsService } from '../services/user-sessions.service.js';
import { ApiController, DeleteRoute, GetRoute } from '../../../core/http/routes.js';

/** The signed-in user's own sessions: every user may see and end theirs, whatever the role. */
@ApiController('auth', 'auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: UserSessionsService) {}

  @GetRoute(AnySignedInUser(), '', "The signed-in user's live sessions (device, addresses, signed in, last seen), the current one marked", ApiEnvelope([SessionView]))
  async list(@Principal() principal: SessionPrincipal) {
    return reply(await this.sessions.list(principal), SESSION_MESSAGES.listed);
  }

  @DeleteRoute(AnySignedInUser(), ':id', "Ends one of the signed-in user's sessions: its token answers 401 from its next request (another user's id: 404)", ApiEnvelope(null))
  async end(@Principal() principal: SessionPrincipal, @Param('id') id: string) {
    await this.sessions.end(principal, id);
    return reply(null, SESSION_MESSAGES.ended);
  }
}
