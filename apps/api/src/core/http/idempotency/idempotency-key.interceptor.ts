import { createHash } from 'node:crypto';
import {
  BadRequestException, ConflictException, Injectable, SetMetadata, UnprocessableEntityException,
  type CallHandler, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { sql } from '../../tenancy/sql.js';
import type { AuthenticatedRequest } from '../../tenancy/request-principal.js';
import { ApiReply } from '../api-reply.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored first answer instead of doing the work again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered; the hourly purge drops older rows (idempotency-purge.job.ts). */
export const IDEMPOTENCY_TTL_HOURS = 24;

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT']);

export const IDEMPOTENCY_MESSAGES = {
  badKey: `${IDEMPOTENCY_HEADER} must be 1 to 200 letters, digits, '.', '_', ':' or '-'`,
  reusedKey: `This ${IDEMPOTENCY_HEADER} was already used for a different request`,
  secretAnswer: 'This request was already processed; its answer held a secret that is shown only once',
} as const;

const SECRET_ANSWER = 'bizdesk:idempotency-secret-answer';

/**
 * The route's answer holds a secret (an API key): a repeat with the same key still does nothing twice,
 * but the answer is not stored, so the repeat is a 409 rather than the secret read back from a table.
 */
export const SecretAnswer = () => SetMetadata(SECRET_ANSWER, true);

interface StoredKey {
  fingerprint: string;
  answer: { message: string; data: unknown } | null;
}

/**
 * An optional `Idempotency-Key` header on an authenticated write (POST or PUT: every create and save)
 * makes it happen once: the first request claims (company, route, key) in its own transaction and
 * stores its answer there; a repeat gets that first answer (header `Idempotent-Replayed: true`). A repeat
 * that arrives while the first is still running waits on the claimed row and then reads its answer, so a
 * double click creates one record. A failed request rolls its claim back with everything else, so it can
 * be retried with the same key. The same key with a different body or path is a 422.
 *
 * Runs inside the tenant transaction (registered after TenantTransactionInterceptor), so the claim, the
 * record and the stored answer commit or roll back together, under row-level security.
 */
@Injectable()
export class IdempotencyKeyInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest & { file?: { originalname?: string; size?: number } }>();
    const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (raw === undefined || !WRITE_METHODS.has(req.method) || !req.principal) return next.handle();
    const key = Array.isArray(raw) ? raw.join(',') : raw.trim();
    if (!KEY_PATTERN.test(key)) throw new BadRequestException(IDEMPOTENCY_MESSAGES.badKey);

    const res = ctx.switchToHttp().getResponse<Response>();
    const secret = this.reflector.getAllAndOverride<boolean>(SECRET_ANSWER, [ctx.getHandler(), ctx.getClass()]) ?? false;
    const companyId = req.principal.companyId;
    const route = `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`.slice(0, 200);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([req.method, req.originalUrl, req.body ?? null, req.file ? [req.file.originalname, req.file.size] : null]))
      .digest('hex');

    return from((async () => {
      const claimed = await this.claim(companyId, route, key, fingerprint, req.principal!.userId);
      if (!claimed) return this.replay(companyId, route, key, fingerprint, secret, res);
      const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
      if (result instanceof ApiReply && !secret) {
        await sql(
          `UPDATE idempotency_keys SET answer = $4::jsonb WHERE company_id = $1 AND route = $2 AND idempotency_key = $3`,
          [companyId, route, key, JSON.stringify({ message: result.message, data: result.data ?? null })],
        );
      } else if (!(result instanceof ApiReply)) {
        // A file or a bare value cannot be replayed: forget the claim so a repeat does the work again.
        await sql(`DELETE FROM idempotency_keys WHERE company_id = $1 AND route = $2 AND idempotency_key = $3`, [companyId, route, key]);
      }
      return result;
    })());
  }

  /**
   * True when this request now owns the key (new, or the old claim had expired). A concurrent claim that
   * is not committed yet makes this INSERT wait for it: then the row exists and the caller replays it.
   */
  private async claim(companyId: number, route: string, key: string, fingerprint: string, userId: number): Promise<boolean> {
    const { rows } = await sql(
      `INSERT INTO idempotency_keys (company_id, route, idempotency_key, fingerprint, user_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id, route, idempotency_key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, user_id = EXCLUDED.user_id, answer = NULL, created_at = now()
         WHERE idempotency_keys.created_at < now() - make_interval(hours => $6)
       RETURNING 1`,
      [companyId, route, key, fingerprint, userId, IDEMPOTENCY_TTL_HOURS],
    );
    return rows.length === 1;
  }

  private async replay(
    companyId: number, route: string, key: string, fingerprint: string, secret: boolean, res: Response,
  ): Promise<ApiReply<unknown>> {
    const { rows } = await sql<StoredKey>(
      `SELECT fingerprint, answer FROM idempotency_keys
        WHERE company_id = $1 AND route = $2 AND idempotency_key = $3`,
      [companyId, route, key],
    );
    const stored = rows[0];
    if (!stored || stored.fingerprint !== fingerprint) throw new UnprocessableEntityException(IDEMPOTENCY_MESSAGES.reusedKey);
    if (secret || !stored.answer) throw new ConflictException(IDEMPOTENCY_MESSAGES.secretAnswer);
    res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    return new ApiReply(stored.answer.data, stored.answer.message);
  }
}
