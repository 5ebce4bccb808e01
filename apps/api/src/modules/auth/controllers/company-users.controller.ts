import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { COMPANY_USER_MESSAGES as M, CompanyUserView, InviteUserDto, UpdateUserDto } from '../dtos/company-users.dtos.js';
import { COMPANY_USER_SORTABLE } from '../repositories/company-users.repository.js';
import { CompanyUsersService } from '../services/company-users.service.js';
import { ApiController, PagedRoute, PatchRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('users', 'erp/users')
export class CompanyUsersController {
  constructor(private readonly users: CompanyUsersService) {}

  @PagedRoute('users.read', '', "The company's users, paged; search matches name, e-mail and role", CompanyUserView)
  async list(@Principal() principal: SessionPrincipal, @ListParams({ sortable: COMPANY_USER_SORTABLE }) query: ListQuery) {
    return reply(await this.users.list(principal, query), M.fetched);
  }

  @RequirePermission('users.write')
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Invites a user: an e-mail with a link (72 hours) to set the password, then they log in with the role given' })
  @ApiEnvelope(CompanyUserView)
  async invite(@Principal() principal: SessionPrincipal, @Body() body: InviteUserDto) {
    return reply(await this.users.invite(principal, body), M.invited);
  }

  @PostRoute('users.write', ':id/invite', 'Sends the invitation again with a new link (the earlier link stops working)', ApiEnvelope(CompanyUserView))
  async resend(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number) {
    return reply(await this.users.resendInvitation(principal, id), M.invitedAgain);
  }

  @PatchRoute('users.write', ':id', "Changes a user's role or (de)activates it; a deactivated user's sessions end at once. The last active owner stays.", ApiEnvelope(CompanyUserView))
  async update(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number, @Body() body: UpdateUserDto) {
    return reply(await this.users.update(principal, id, body), M.updated);
  }
}
