import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

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
  return sortKeys(document) as OpenAPIObject;
}

/** Stable key order so the checked-in file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}
