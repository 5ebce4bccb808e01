import {
  HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TokenBuckets } from '../rate-limit/token-buckets.js';

export interface RateLimitRule {
  /** Requests allowed per window and client address (also the burst). */
  limit: number;
  windowMs: number;
}

export const RATE_LIMIT = 'bizdesk:rate-limit';

/** Tighter limit for one route (login, captcha, sign-up, password reset). */
export const RateLimit = (limit: number, windowMs = 60_000) => SetMetadata(RATE_LIMIT, { limit, windowMs } satisfies RateLimitRule);
/** No per-address limit (health checks from the load balancer). */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT, null);

/**
 * Per route and client address, a token bucket that holds `limit` requests and refills over the window
 * (20 a minute: bursts of 20, then one every 3 s). The buckets live in Redis or PostgreSQL
 * (core/rate-limit), so every instance of the API counts against the same limit. @nestjs/throttler is
 * CommonJS and cannot load ESM-only Nest 12 under Jest on Node 20 (docs/decisions.md).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly defaultRule: RateLimitRule;
  private readonly scale: number;

  constructor(
    private readonly reflector: Reflector,
    private readonly buckets: TokenBuckets,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Every route gets this unless it names its own: a backstop against floods, not a product limit.
    this.defaultRule = { limit: config.rateLimitPerMinute, windowMs: 60_000 };
    this.scale = config.rateLimitScale;
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const named = this.reflector.getAllAndOverride<RateLimitRule | null | undefined>(RATE_LIMIT, [ctx.getHandler(), ctx.getClass()]);
    if (named === null) return true;
    const rule = named ?? this.defaultRule;
    const req = ctx.switchToHttp().getRequest<Request>();
    const burst = rule.limit * this.scale;
    const decision = await this.buckets.take(`route:${ctx.getClass().name}.${ctx.getHandler().name}:${req.ip ?? 'unknown'}`, {
      burst,
      perSecond: burst / (rule.windowMs / 1000),
    });
    if (!decision.allowed) {
      const retryAfter = decision.retryAfterSeconds;
      ctx.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw new HttpException(
        { message: `Too many requests. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }
}
