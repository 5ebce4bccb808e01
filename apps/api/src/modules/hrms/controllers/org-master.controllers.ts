import { Body, Controller, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import {
  ORG_MASTER_LABELS, OrgMasterView, SaveBranchDto, SaveDepartmentDto, SaveDesignationDto, orgMasterMessages,
  type OrgMasterKind, type SaveOrgMasterInput,
} from '../dtos/org-master.dtos.js';
import { ORG_MASTER_SORTABLE } from '../repositories/org-masters.repository.js';
import { OrgMastersService } from '../services/org-masters.service.js';
import { BodyAs } from './body-as.pipe.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

/** /erp/branch, /erp/department, /erp/designation: the same two calls, one definition. */
function orgMasterController(kind: OrgMasterKind, dto: Type<SaveOrgMasterInput>): Type<unknown> {
  const M = orgMasterMessages(kind);

  @ApiTags('hrms')
  @ApiBearerAuth()
  @HrmsApplication()
  @Controller(`erp/${kind}`)
  class OrgMasterController {
    constructor(readonly masters: OrgMastersService) {}

    @RequirePermission('hrms.read')
    @Get()
    @ApiOperation({ summary: `${ORG_MASTER_LABELS[kind]}s, paged (size up to 100; the console's selects ask for 100)` })
    @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}' })
    @ApiPagedEnvelope(OrgMasterView)
    async list(@ListParams({ sortable: ORG_MASTER_SORTABLE }) query: ListQuery) {
      return reply(await this.masters.list(kind, query), M.fetched);
    }

    @RequirePermission('hrms.write')
    @Post()
    @HttpCode(200)
    @ApiOperation({ summary: `Create (id 0) or rename a ${kind}` })
    @ApiBody({ type: dto })
    @ApiEnvelope(OrgMasterView)
    async save(@Body(new BodyAs(dto)) body: SaveOrgMasterInput) {
      return reply(await this.masters.save(kind, body), M.saved);
    }

    @RequirePermission('hrms.write')
    @Put()
    @ApiOperation({ summary: 'Same as POST (the generic save helper uses PUT for an existing id)' })
    @ApiBody({ type: dto })
    @ApiEnvelope(OrgMasterView)
    update(@Body(new BodyAs(dto)) body: SaveOrgMasterInput) {
      return this.save(body);
    }
  }
  Object.defineProperty(OrgMasterController, 'name', { value: `${ORG_MASTER_LABELS[kind]}Controller` });
  return OrgMasterController;
}

export const BranchController = orgMasterController('branch', SaveBranchDto);
export const DepartmentController = orgMasterController('department', SaveDepartmentDto);
export const DesignationController = orgMasterController('designation', SaveDesignationDto);
