import { Query } from '@nestjs/common';
import { reply } from '../../../core/http/api-reply.js';
import { ApiDocIdQuery, ApiDocumentView } from '../dtos/api-doc.dtos.js';
import { ApiDocsService } from '../services/api-docs.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

@ApiController('api-docs', 'erp/api-doc')
export class ApiDocController {
  constructor(private readonly docs: ApiDocsService) {}

  @GetRoute('services.read', '', 'Developer documents: description and JavaScript, React, Java and C# samples per /api/v1 API', ApiEnvelope([ApiDocumentView]))
  async all() {
    return reply(await this.docs.all(), 'Documents fetched');
  }

  @GetRoute('services.read', 'id', 'One document', ApiEnvelope(ApiDocumentView))
  async one(@Query() query: ApiDocIdQuery) {
    return reply(await this.docs.one(query.id), 'Document fetched');
  }
}
