import { Module } from '@nestjs/common';
import { ApiDocController } from './controllers/api-doc.controller.js';
import { ApiDocsRepository } from './repositories/api-docs.repository.js';
import { ApiDocsService } from './services/api-docs.service.js';

@Module({ controllers: [ApiDocController], providers: [ApiDocsService, ApiDocsRepository] })
export class ApiDocsModule {}
