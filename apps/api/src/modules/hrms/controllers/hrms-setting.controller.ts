import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { HrmsSettingView, SETTING_MESSAGES, SaveHrmsSettingDto } from '../dtos/hrms-setting.dtos.js';
import { HrmsSettingsService } from '../services/hrms-settings.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';

@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/setting')
export class HrmsSettingController {
  constructor(private readonly settings: HrmsSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The company's single HRMS settings record (defaults 0: every rule off)" })
  @ApiEnvelope(HrmsSettingView)
  async get(@Principal() principal: SessionPrincipal) {
    return reply(await this.settings.get(principal.companyId), 'Settings fetched successfully');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Save the settings record' })
  @ApiEnvelope(HrmsSettingView)
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveHrmsSettingDto) {
    return reply(await this.settings.save(principal.companyId, body), SETTING_MESSAGES.saved);
  }

  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(HrmsSettingView)
  update(@Principal() principal: SessionPrincipal, @Body() body: SaveHrmsSettingDto) {
    return this.save(principal, body);
  }
}
