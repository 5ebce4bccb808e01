import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_HOURS } from './idempotency/idempotency-key.interceptor.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('BizDesk API')
    .setDescription(
      'Every answer is { status, message, data }. Authenticated calls send Authorization: Bearer <token> and ' +
        'CompanyId: <id>. Lists take q = URL-encoded JSON {search, page, size, sort}.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', name: 'CompanyId', in: 'header' }, 'CompanyId')
    .addApiKey({ type: 'apiKey', name: 'X-API-Key', in: 'header' }, 'ApiKey')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  documentIdempotencyKey(document);
  return sortKeys(document) as OpenAPIObject;
}

/** Every authenticated POST and PUT honours an optional Idempotency-Key (core/http/idempotency). */
function documentIdempotencyKey(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const op of [item.post, item.put]) {
      if (!op?.security?.some((s) => 'bearer' in s)) continue;
      op.parameters = [...(op.parameters ?? []), {
        name: IDEMPOTENCY_HEADER,
        in: 'header',
        required: false,
        schema: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9._:-]{1,200}$' },
        description: `Makes the write happen once: a repeat with the same key within ${IDEMPOTENCY_TTL_HOURS} hours gets the first `
          + 'answer (header Idempotent-Replayed: true); the same key with a different request is a 422.',
      }];
    }
  }
}

/** Stable key order so the checked-in file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}
