import { Body } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { SaveTradeSettingsDto, TradeSettingsView } from '../dtos/trade-settings.dtos.js';
import { TradeSettingsService } from '../services/trade-settings.service.js';
import { POS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('inventory', 'erp/inventory-setting', SubscribedApplication(POS_APPLICATION_ID, 'POS'))
export class InventorySettingController {
  constructor(private readonly settings: TradeSettingsService) {}

  @GetRoute('inventory.read', '', "The company's GST state (from its GSTIN, else the stored one) and the negative-stock rule", ApiEnvelope(TradeSettingsView))
  async get() {
    return reply(await this.settings.get(), 'Settings fetched');
  }

  @PostRoute('inventory.write', '', 'Save the GST state used without a GSTIN and whether sales may take stock below zero', ApiEnvelope(TradeSettingsView))
  async save(@Body() body: SaveTradeSettingsDto) {
    return reply(await this.settings.save(body), 'Settings saved successfully');
  }
}
