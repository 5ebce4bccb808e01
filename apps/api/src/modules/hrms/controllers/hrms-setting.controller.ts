import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { HrmsSettingView, SETTING_MESSAGES, SaveHrmsSettingDto } from '../dtos/hrms-setting.dtos.js';
import { HrmsSettingsService } from '../services/hrms-settings.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('hrms')
@ApiBearerAuth()
@HrmsApplication()
@Controller('erp/setting')
export class HrmsSettingController {
  constructor(private readonly settings: HrmsSettingsService) {}

  @RequirePermission('hrms.read')
  @Get()
  @ApiOperation({ summary: "The company's single HRMS settings record (defaults 0: every rule off)" })
  @ApiEnvelope(HrmsSettingView)
  async get() {
    return reply(await this.settings.get(), 'Settings fetched successfully');
  }

  @RequirePermission('hrms.write')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Save the settings record' })
  @ApiEnvelope(HrmsSettingView)
  async save(@Body() body: SaveHrmsSettingDto) {
    return reply(await this.settings.save(body), SETTING_MESSAGES.saved);
  }

  @RequirePermission('hrms.write')
  @Put()
  @ApiOperation({ summary: 'Same as POST' })
  @ApiEnvelope(HrmsSettingView)
  update(@Body() body: SaveHrmsSettingDto) {
    return this.save(body);
  }
}
