import { Controller, ForbiddenException, HttpCode, Options, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NoRateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { GatewayCors } from '../gateway/gateway-cors.js';
import { tooManyRequests } from '../gateway/gateway.guard.js';
import { UnknownKeyLimiter } from '../gateway/unknown-key-limiter.js';

export const PREFLIGHT_MESSAGES = {
  refused: 'This origin may not call the API from a browser: list it under Allowed origins on an API key subscribed to this service',
} as const;

/**
 * The CORS preflight of every /api/v1 route (GatewayCors says how it is decided). Public and outside the
 * per-route limit: a browser sends one before a page's calls and it carries no key, so it is neither logged,
 * metered nor taken from a key's rate. A refusal is counted against the address like a call without a usable
 * key (UnknownKeyLimiter), so a flood of made-up origins costs at most a lookup per refusal allowed.
 */
@Controller('v1')
export class GatewayPreflightController {
  constructor(private readonly cors: GatewayCors, private readonly refusals: UnknownKeyLimiter) {}

  @Options('*path')
  @Public()
  @NoRateLimit()
  @HttpCode(204)
  @ApiExcludeEndpoint()
  async preflight(@Req() req: Request, @Res() res: Response): Promise<void> {
    const origin = req.headers.origin;
    const route = this.cors.routesAt(req.path);
    const wait = this.refusals.waitBeforeLookup(req.ip, null);
    // An address over its refusals is not looked up for again (an origin already known to be allowed still is answered).
    if (origin && route && (await this.cors.preflightAllowed(origin, route.appId, wait === 0))) {
      this.cors.answerPreflight(req, res, route.methods);
      res.status(204).end();
      return;
    }
    const refusedWait = wait || (await this.refusals.countRefusal(req.ip));
    if (refusedWait) throw tooManyRequests(res, refusedWait);
    throw new ForbiddenException(PREFLIGHT_MESSAGES.refused);
  }
}
