import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { buildOpenApiDocument } from './core/http/openapi.js';

/**
 * Writes the OpenAPI document from the controllers and DTOs without a database: preview mode builds
 * the module graph and routes but instantiates no provider. CI compares the result with the checked-in
 * packages/api-client/openapi.json.
 */
async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? '../../packages/api-client/openapi.json');
  const app = await NestFactory.create(AppModule.forRoot({ ownerUrl: 'postgres://unused', appUrl: 'postgres://unused' }), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`wrote ${out} (${Object.keys(document.paths).length} paths)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
