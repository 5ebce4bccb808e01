import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { OpeningBalanceView, SaveOpeningBalanceDto } from '../dtos/opening-balance.dtos.js';
import { OpeningBalancesService } from '../services/opening-balances.service.js';

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('erp/opening-balance')
export class OpeningBalanceController {
  constructor(private readonly openings: OpeningBalancesService) {}

  @Get()
  @RequirePermission('accounting.read')
  @ApiOperation({ summary: 'The opening balances entered (accounts, customers, suppliers, stock) and the difference to Opening Balance Equity' })
  @ApiEnvelope(OpeningBalanceView)
  async get() {
    return reply(await this.openings.get(), 'Opening balances fetched successfully');
  }

  @Put()
  @RequirePermission('accounting.write')
  @ApiOperation({ summary: 'Replace the opening balances: one journal against Opening Balance Equity, opening stock into the valuation' })
  @ApiEnvelope(OpeningBalanceView)
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveOpeningBalanceDto) {
    return reply(await this.openings.save(principal.userId, body), 'Opening balances saved successfully');
  }
}
