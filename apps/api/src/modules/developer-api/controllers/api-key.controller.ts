import { Body, Param, Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { SecretAnswer } from '../../../core/http/idempotency/idempotency-key.interceptor.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { HistoryEntryView } from '../../subscriptions/index.js';
import { API_KEY_MESSAGES as M, ApiKeyIdQuery, ApiKeyOriginsDto, ApiKeyView, CreateApiKeyDto, RevealApiKeyDto, ToggleApiKeyDto } from '../dtos/api-key.dtos.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { ApiKeysService } from '../services/api-keys.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute, PatchRoute, PostRoute, PutRoute } from '../../../core/http/routes.js';

@ApiController('api-keys', 'erp/subscription')
export class ApiKeyController {
  constructor(private readonly keys: ApiKeysService) {}

  @GetRoute('services.read', 'api-keys', 'The company\'s API keys, masked (all but the last 4 characters)', ApiEnvelope([ApiKeyView]))
  async list() {
    return reply(await this.keys.list(), 'API keys fetched');
  }

  @SecretAnswer()
  @PostRoute('services.write', 'api-key', 'Create a key (at most 10 active); the answer is the only time it is shown in full unasked', ApiEnvelope(ApiKeyView))
  async create(@Principal() principal: SessionPrincipal, @Body() body: CreateApiKeyDto) {
    return reply(await this.keys.create(principal, body.name), M.created);
  }

  @SecretAnswer()
  @RateLimit(5, 60_000)
  @PostRoute('services.write', 'api-key/reveal', 'The full key (the eye button), once the user\'s password is typed again (403 without it or wrong; 5 a minute); written to the key\'s history',
    ApiEnvelope(ApiKeyView))
  async reveal(@Principal() principal: SessionPrincipal, @Body() body: RevealApiKeyDto) {
    return reply(await this.keys.reveal(principal, body.id, body.password), M.revealed);
  }

  @SecretAnswer()
  @PostRoute('services.write', 'api-key/:id/rotate', 'A new key in place of this one (same name and origins); the old key keeps working for 24 hours, then is refused. The new key is shown in full in this answer only',
    ApiEnvelope(ApiKeyView))
  async rotate(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number) {
    return reply(await this.keys.rotate(principal, id), M.rotated);
  }

  @PutRoute('services.write', 'api-key/:id/origins', 'The browser origins (exact scheme://host[:port], at most 20) allowed to call /api/v1 with this key (CORS)', ApiEnvelope(ApiKeyView))
  async setOrigins(@Principal() principal: SessionPrincipal, @Param('id', IdPipe) id: number, @Body() body: ApiKeyOriginsDto) {
    return reply(await this.keys.setOrigins(principal, id, body.allowedOrigins), M.originsSaved);
  }

  @PatchRoute('services.write', 'api-key', 'Toggle a key: the whole key with its active flag flipped', ApiEnvelope(ApiKeyView))
  async toggle(@Principal() principal: SessionPrincipal, @Body() body: ToggleApiKeyDto) {
    const { message, key } = await this.keys.setActive(principal, body.id, body.active);
    return reply(key, message);
  }

  @GetRoute('services.read', 'history-api-key', 'History of one key, newest first', ApiEnvelope([HistoryEntryView]))
  async history(@Query() query: ApiKeyIdQuery) {
    return reply(await this.keys.history(query.apiKeyId), 'History fetched');
  }
}
