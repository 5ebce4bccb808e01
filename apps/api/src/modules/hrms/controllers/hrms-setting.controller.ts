import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { HrmsSettingView, SETTING_MESSAGES, SaveHrmsSettingDto } from '../dtos/hrms-setting.dtos.js';
import { HrmsSettingsService } from '../services/hrms-settings.service.js';
import { HrmsApplication } from './hrms-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('hrms', 'erp/setting', HrmsApplication())
export class HrmsSettingController {
  constructor(private readonly settings: HrmsSettingsService) {}

  @GetRoute('hrms.read', '', "The company's single HRMS settings record (defaults 0: every rule off)", ApiEnvelope(HrmsSettingView))
  async get() {
    return reply(await this.settings.get(), 'Settings fetched successfully');
  }

  @PostRoute('hrms.write', '', 'Save the settings record', ApiEnvelope(HrmsSettingView))
  async save(@Body() body: SaveHrmsSettingDto) {
    return reply(await this.settings.save(body), SETTING_MESSAGES.saved);
  }

  @PutRoute('hrms.write', '', 'Same as POST', ApiEnvelope(HrmsSettingView))
  update(@Body() body: SaveHrmsSettingDto) {
    return this.save(body);
  }
}
