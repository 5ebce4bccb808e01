import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { AppModule, type AppOverrides } from './app.module.js';
import { APP_CONFIG, type AppConfig } from './core/config/app-config.js';
import type { DatabaseEndpoints } from './core/database/database-bootstrap.js';
import { consoleDistDir, serveConsole } from './core/http/console-static.js';
import { PrototypeStableExpressAdapter } from './core/http/express-server.js';
import { answerLivenessFirst } from './core/http/health.controller.js';
import { INPUT_LIMITS, rejectHostileInput } from './core/http/hostile-input.js';
import { RAW_BODY_ROUTES, parsedUnlessReadByRoute, rawBodyParser } from './core/http/raw-body.js';
import { buildOpenApiDocument } from './core/http/openapi.js';
import { SECURITY_HEADER_POLICY, securityHeaders } from './core/http/security-headers.js';
import { PinoNestLogger } from './core/logging/logger.js';
import { requestLogging } from './core/logging/request-logging.js';

/** Builds the HTTP application (used by main.ts, the OpenAPI generator and the integration tests). */
export async function createApp(
  endpoints: DatabaseEndpoints,
  logger: Logger,
  overrides: AppOverrides = {},
): Promise<NestExpressApplication> {
  // Requests are built with Express's prototypes (core/http/express-server.ts: GC pauses, issue 18).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(endpoints, overrides), new PrototypeStableExpressAdapter(), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // The client address that throttling and rate limits key on: only the proxies TRUST_PROXY names are believed.
  app.set('trust proxy', app.get<AppConfig>(APP_CONFIG).trustProxy);
  limitSlowClients(app.getHttpServer() as Server);
  answerLivenessFirst(app.getHttpServer() as Server);
  app.disable('x-powered-by');
  // No ETag hashed over every JSON answer: API answers are not revalidated (static console files keep theirs).
  app.set('etag', false);
  app.use(securityHeaders(SECURITY_HEADER_POLICY));
  app.use(requestLogging(logger));
  // Signed webhooks keep their bytes (registered first, so the JSON parser leaves them alone).
  for (const route of RAW_BODY_ROUTES) app.use(route, rawBodyParser());
  // Not on routes that read their own body once the sender is known (BODY_READ_BY_ROUTE: /iclock, /api/v1, face pictures).
  app.useBodyParser('json', { limit: INPUT_LIMITS.maxBodyBytes, type: parsedUnlessReadByRoute('application/json') });
  app.useBodyParser('urlencoded', { extended: false, limit: INPUT_LIMITS.maxBodyBytes, type: parsedUnlessReadByRoute('application/x-www-form-urlencoded') });
  // Before any validation: depth, control characters, prototype keys (core/http/hostile-input.ts).
  app.use(rejectHostileInput());
  // ZKTeco devices push to /iclock/... on the server root, where their firmware looks for it.
  app.setGlobalPrefix('api', { exclude: ['iclock/cdata', 'iclock/getrequest', 'iclock/devicecmd'] });
  const consoleDir = consoleDistDir();
  if (consoleDir) serveConsole(app.getHttpAdapter().getInstance(), consoleDir);
  else logger.warn('console build not found (apps/console/dist): /admin is not served; run the build');
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}

/**
 * A client may not keep a request open for ever: headers must arrive within 20 s and the whole request
 * (a 5 MB upload on a slow line included) within 2 minutes; Node checks these every few seconds.
 */
export function limitSlowClients(server: Server): void {
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 5_000;
}
