import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { ApiDocsRepository, type ApiDocumentRow } from '../repositories/api-docs.repository.js';

export const API_DOC_MESSAGES = { notFound: 'Document not found' } as const;

/** The /developer page's documents, with samples pointing at this deployment's public address. */
@Injectable()
export class ApiDocsService {
  constructor(private readonly docs: ApiDocsRepository, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async all() {
    return (await this.docs.all()).map((d) => this.localise(d));
  }

  async one(id: number) {
    const doc = await this.docs.one(id);
    if (!doc) throw new NotFoundException(API_DOC_MESSAGES.notFound);
    return this.localise(doc);
  }

  private localise(doc: ApiDocumentRow): ApiDocumentRow {
    const base = this.config.publicUrl;
    const fill = (s: string) => s.replaceAll('{{BASE_URL}}', base);
    return { ...doc, description: fill(doc.description), javaScript: fill(doc.javaScript), react: fill(doc.react), java: fill(doc.java), csharp: fill(doc.csharp) };
  }
}
