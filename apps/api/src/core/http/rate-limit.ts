import {
  HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

export interface RateLimitRule {
  /** Requests allowed per window and client address. */
  limit: number;
  windowMs: number;
}

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const RATE_LIMIT = 'bizdesk:rate-limit';

/** Tighter limit for one route (login, captcha, sign-up, password reset). */
export const RateLimit = (limit: number, windowMs = 60_000) => SetMetadata(RATE_LIMIT, { limit, windowMs } satisfies RateLimitRule);
/** No per-address limit (health checks from the load balancer). */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT, null);

/**
 * Fixed-window counters per route and client address, kept in this process. @nestjs/throttler does
 * the same but is CommonJS and cannot load ESM-only Nest 12 under Jest on Node 20 (docs/decisions.md).
 * Durable, cross-instance limits that matter for security (login lockout) live in the database.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  private readonly defaultRule: RateLimitRule;
  private readonly scale: number;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Every route gets this unless it names its own: a backstop against floods, not a product limit.
    this.defaultRule = { limit: config.rateLimitPerMinute, windowMs: 60_000 };
    this.scale = config.rateLimitScale;
  }

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true;
    const named = this.reflector.getAllAndOverride<RateLimitRule | null | undefined>(RATE_LIMIT, [ctx.getHandler(), ctx.getClass()]);
    if (named === null) return true;
    const rule = named ?? this.defaultRule;
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const now = Date.now();
    this.sweep(now);
    const key = `${ctx.getClass().name}.${ctx.getHandler().name}|${req.ip ?? 'unknown'}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.limit * this.scale) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      res.setHeader('Retry-After', String(retryAfter));
      throw new HttpException(
        { message: `Too many requests. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }

  /** Drops finished windows now and then, so memory stays bounded by active clients. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
