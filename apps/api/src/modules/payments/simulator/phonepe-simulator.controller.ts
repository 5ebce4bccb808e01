import { Body, Controller, Get, Headers, HttpException, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { NoRateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { SIMULATOR_PATH } from '../phonepe/phonepe-settings.js';
import { checkoutPageHtml } from './checkout-page.js';
import { PhonePeSimulatorService, SimulatorError, type PayBody } from './phonepe-simulator.service.js';

/**
 * A stand-in for PhonePe's hosts (PHONEPE_ENV=SIMULATOR only; 404 otherwise). Answers are PhonePe's JSON,
 * not the product's envelope, because the caller is PhonePe's SDK. Not part of the product's API document.
 */
@ApiExcludeController()
@Public()
@NoRateLimit()
@Controller('simulator/phonepe')
export class PhonePeSimulatorController {
  constructor(private readonly simulator: PhonePeSimulatorService) {}

  @Post('v1/oauth/token')
  token(@Body() form: Record<string, unknown>, @Res() res: Response) {
    return this.answer(res, async () => this.simulator.issueToken(form ?? {}));
  }

  @Post('checkout/v2/pay')
  pay(@Headers('authorization') authorization: string | undefined, @Body() body: PayBody, @Res() res: Response) {
    return this.answer(res, () => this.simulator.pay(authorization, body));
  }

  @Get('checkout/v2/order/:merchantOrderId/status')
  status(@Headers('authorization') authorization: string | undefined, @Param('merchantOrderId') merchantOrderId: string, @Res() res: Response) {
    return this.answer(res, () => this.simulator.status(authorization, merchantOrderId));
  }

  @Get('checkout/:orderId')
  async page(@Param('orderId') orderId: string, @Res() res: Response) {
    try {
      const order = await this.simulator.checkout(orderId);
      res.status(200).type('html').send(checkoutPageHtml(order, `${SIMULATOR_PATH}/checkout/${encodeURIComponent(order.orderId)}`));
    } catch (e) {
      const status = e instanceof HttpException ? e.getStatus() : 500;
      res.status(status).type('text').send(e instanceof HttpException ? e.message : 'The simulator failed');
    }
  }

  @Post('checkout/:orderId')
  async complete(@Param('orderId') orderId: string, @Body() form: Record<string, unknown>, @Res() res: Response) {
    try {
      const redirect = await this.simulator.complete(orderId, form?.outcome, form?.mode);
      res.redirect(303, redirect);
    } catch (e) {
      const status = e instanceof HttpException ? e.getStatus() : 500;
      res.status(status).type('text').send(e instanceof HttpException ? e.message : 'The simulator failed');
    }
  }

  private async answer(res: Response, fn: () => Promise<unknown>): Promise<void> {
    try {
      res.status(200).json(await fn());
    } catch (e) {
      if (e instanceof SimulatorError) {
        res.status(e.httpStatus).json({ success: false, code: e.code, message: e.message });
      } else if (e instanceof HttpException) {
        res.status(e.getStatus()).json({ success: false, code: 'NOT_FOUND', message: e.message });
      } else {
        res.status(500).json({ success: false, code: 'INTERNAL_SERVER_ERROR', message: 'The simulator failed' });
      }
    }
  }
}
