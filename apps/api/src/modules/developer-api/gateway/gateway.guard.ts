import {
  ForbiddenException, HttpException, HttpStatus, Injectable, PayloadTooLargeException, UnauthorizedException,
  type CallHandler, type CanActivate, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { performance } from 'node:perf_hooks';
import { catchError, throwError, type Observable } from 'rxjs';
import { ReadsRequestBody } from '../../../core/http/body-readers-check.js';
import { readJsonBody } from '../../../core/http/raw-body.js';
import { subscribeToUseMessage } from '../../../core/tenancy/subscribed-application.js';
import { hashApiKey } from '../services/api-key-cipher.js';
import { GATEWAY_API, type GatewayApiOptions } from './gateway-options.js';
import type { GatewayCallerInfo, GatewayRequest } from './gateway-caller.js';
import { GatewayClock } from './gateway-clock.js';
import { GatewayCors } from './gateway-cors.js';
import { GatewayKeyCache } from './gateway-key-cache.js';
import { GatewayKeysRepository } from './gateway-keys.repository.js';
import { ApiRateLimiter } from './api-rate-limiter.js';
import { UnknownKeyLimiter } from './unknown-key-limiter.js';
import { callOutcome, UsageLogWriter } from './usage-log-writer.js';

/** The global parsers' limit (INPUT_LIMITS.maxBodyBytes, 1 MB): small APIs keep accepting what they always did. */
const USUAL_BODY_LIMIT = 1024 * 1024;

export const GATEWAY_MESSAGES = {
  keyRequired: 'API key is required',
  keyInvalid: 'Invalid or inactive API key',
  companyInactive: 'Your company account is not active',
  tooMany: (s: number) => `Too many requests. Please wait ${s} second${s === 1 ? '' : 's'} and try again.`,
  tooLarge: (limit: number) => `Request body is too large for this API (limit ${Math.round(limit / 1024)} KB)`,
  success: 'Success',
} as const;
const M = GATEWAY_MESSAGES;

/**
 * The /api/v1 gateway's checks: the key (calls no key lets in are limited per client address), the company,
 * the subscription, the body limit and the per-key rate limit, then the body. No middleware reads /api/v1 bodies (BODY_READ_BY_ROUTE) and an upload's guard comes
 * after this one (@GatewayApi({ upload })): a caller without a good key, a subscription or rate left is
 * answered before a byte of its body is received. It also registers the call log entry, written when the
 * answer is finished.
 */
@ReadsRequestBody()
@Injectable()
export class GatewayGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: GatewayKeyCache,
    private readonly keys: GatewayKeysRepository,
    private readonly limiter: ApiRateLimiter,
    private readonly refusals: UnknownKeyLimiter,
    private readonly log: UsageLogWriter,
    private readonly clock: GatewayClock,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const api = this.reflector.get<GatewayApiOptions>(GATEWAY_API, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<GatewayRequest>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const startedAt = performance.now();

    const presented = presentedKey(req);
    if (!presented) throw await this.refused(req, res, null, M.keyRequired);
    const hash = hashApiKey(presented);
    const now = this.clock.now();
    let key = this.cache.get(hash, now);
    if (!key) {
      const wait = this.refusals.waitBeforeLookup(req.ip, hash);
      if (wait) throw tooManyRequests(res, wait);
      const found = await this.keys.byHash(hash);
      // An unknown key belongs to no company, so there is no tenant log to write it to.
      if (!found) throw await this.refused(req, res, hash, M.keyInvalid);
      if (usable(found, now)) this.refusals.worked(hash);
      this.cache.set(hash, found, now);
      key = found;
    }
    // Before any refusal, so a page on a listed origin can read why it was refused.
    GatewayCors.applyToCall(req.headers.origin, key.origins, res);

    const caller: GatewayCallerInfo = { companyId: key.companyId, apiKeyId: key.keyId, appId: api.appId, startedAt, billable: api.billable !== false };
    req.gateway = caller;
    res.once('finish', () => {
      this.log.add({
        companyId: caller.companyId, apiKeyId: caller.apiKeyId, appId: caller.appId, clientIp: req.ip ?? null,
        status: res.statusCode, outcome: callOutcome(res.statusCode, caller.billable), message: caller.message ?? (res.statusCode < 400 ? M.success : String(res.statusCode)),
        durationMs: Math.round(performance.now() - startedAt), bytes: Number(res.getHeader('content-length')) || 0, at: new Date(),
      });
    });

    try {
      // A deactivated key, and a rotated one once its overlap has ended: 401, logged, never billed.
      if (!usable(key, now)) throw await this.refused(req, res, hash, M.keyInvalid);
      if (!key.companyActive) throw new ForbiddenException(M.companyInactive);
      if (!key.apps.includes(api.appId)) throw new ForbiddenException(subscribeToUseMessage(api.name));
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > api.bodyLimit) throw new PayloadTooLargeException(M.tooLarge(api.bodyLimit));
      const decision = await this.limiter.take(key.keyId);
      if (!decision.allowed) throw tooManyRequests(res, decision.retryAfterSeconds);
      // Only now is the body read: JSON or a form here (at most the API's limit, never under the usual 1 MB),
      // an upload by the upload guard that @GatewayApi({ upload }) puts next.
      if (!(api.upload && req.is('multipart/form-data'))) await readJsonBody(req, res, Math.max(api.bodyLimit, USUAL_BODY_LIMIT));
    } catch (err) {
      caller.message = messageOf(err);
      throw err;
    }
    return true;
  }

  /** A call no key lets in: 401, or 429 once its address has had too many of them. */
  private async refused(req: GatewayRequest, res: Response, hash: string | null, message: string): Promise<HttpException> {
    const wait = this.refusals.waitBeforeLookup(req.ip, hash) || (await this.refusals.countRefusal(req.ip));
    return wait ? tooManyRequests(res, wait) : new UnauthorizedException(message);
  }
}

function usable(key: { active: boolean; expiresAt: number | null }, now: number): boolean {
  return key.active && (key.expiresAt === null || key.expiresAt > now);
}

export function tooManyRequests(res: Response, seconds: number): HttpException {
  res.setHeader('Retry-After', String(seconds));
  return new HttpException({ message: M.tooMany(seconds) }, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * After the GatewayGuard: what the body (an upload's reading included) and the handler fail with becomes the
 * call log's message.
 */
@Injectable()
export class GatewayInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = ctx.switchToHttp().getRequest<GatewayRequest>().gateway;
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (caller) caller.message = messageOf(err);
        return throwError(() => err);
      }),
    );
  }
}

function presentedKey(req: GatewayRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return bearer ? bearer[1] : null;
}

/** What the call log's Status column shows for an error. */
export function messageOf(err: unknown): string {
  if (err instanceof HttpException) {
    const body = err.getResponse();
    if (typeof body === 'object' && body && 'message' in body) {
      const m = (body as { message: unknown }).message;
      return Array.isArray(m) ? String(m[0]) : String(m);
    }
    return err.message;
  }
  return 'Internal error';
}
