import { Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { SessionsEndedView } from '../dtos/sessions.dtos.js';
import { SESSION_MESSAGES, UserSessionsService } from '../services/user-sessions.service.js';
import { ApiController } from '../../../core/http/routes.js';

/** The company's owner signs a user out everywhere (a lost phone, a person who left). */
@ApiController('users', 'erp/users')
export class UserSessionsController {
  constructor(private readonly sessions: UserSessionsService) {}

  @Delete(':id/sessions')
  @HttpCode(200)
  @RequirePermission('users.write')
  @ApiOperation({ summary: "Ends every session of a user of the company: their tokens answer 401 from the next request (another company's user: 404)" })
  @ApiEnvelope(SessionsEndedView)
  async endAll(@Param('id', IdPipe) id: number) {
    return reply(await this.sessions.endAllOfUser(id), SESSION_MESSAGES.endedAll);
  }
}
