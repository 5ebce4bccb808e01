import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { IS_PUBLIC } from '../tenancy/route-metadata.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_HOURS } from './idempotency/idempotency-key.interceptor.js';
import { errorAnswer } from './openapi-answers.js';
import { correctRequestSchemas } from './openapi-schema-fixes.js';
import { RATE_LIMIT } from './rate-limit.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  documentStandardErrorAnswers(app);
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
  correctRequestSchemas(document);
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

const API_RESPONSE = 'swagger/apiResponse';

/**
 * The error answers every operation can give follow from its route metadata, so controllers do not repeat
 * them: 400 (bad input, with data.errors[]) everywhere; 401, 403 and 404 behind a session (another
 * company's record is a 404); 409 for calls that write behind a session, 422 for their POST/PUT (a reused
 * Idempotency-Key); 429 unless the route has no rate
 * limit. Statuses a handler or class already documents are left as they are (@ApiErrorAnswers for more).
 */
function documentStandardErrorAnswers(app: INestApplication): void {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      // Inherited routes too (a route set shared by two controllers, e.g. customers and suppliers).
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const descriptor = methodDescriptor(controller.prototype, name);
        const handler = descriptor?.value as unknown;
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const meta = (key: string) => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
        const documented = {
          ...(Reflect.getMetadata(API_RESPONSE, controller) as Record<string, unknown> | undefined),
          ...(Reflect.getMetadata(API_RESPONSE, handler) as Record<string, unknown> | undefined),
        };
        const session = meta(IS_PUBLIC) !== true;
        const statuses = [400];
        if (session) statuses.push(401, 403, 404);
        if (session && method !== RequestMethod.GET) statuses.push(409);
        // An Idempotency-Key reused for a different request (core/http/idempotency).
        if (session && (method === RequestMethod.POST || method === RequestMethod.PUT)) statuses.push(422);
        if (meta(RATE_LIMIT) !== null) statuses.push(429);
        for (const status of statuses) {
          if (!(String(status) in documented)) errorAnswer(status)(controller.prototype, name, descriptor!);
        }
      }
    }
  }
}

/** The method `name` as the prototype chain defines it (own or inherited). */
function methodDescriptor(prototype: object, name: string): PropertyDescriptor | undefined {
  for (let p: object | null = prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(p, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/** Stable key order so the checked-in file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}
