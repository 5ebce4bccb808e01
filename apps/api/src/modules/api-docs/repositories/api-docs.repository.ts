import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, select } from '../../../core/database/typed-select.js';

export interface ApiDocumentRow {
  id: number;
  name: string;
  icon: string;
  description: string;
  javaScript: string;
  react: string;
  java: string;
  csharp: string;
}

const d = columnsOf('api_documents', 'api_documents');
const DOCUMENT = select<ApiDocumentRow>(
  { id: d.id, name: d.name, icon: d.icon, description: d.description, javaScript: d.java_script, react: d.react, java: d.java, csharp: d.csharp },
  'FROM api_documents',
);

@Injectable()
export class ApiDocsRepository {
  async all(): Promise<ApiDocumentRow[]> {
    return (await sql(DOCUMENT.and('ORDER BY sort_order, id'))).rows;
  }

  async one(id: number): Promise<ApiDocumentRow | null> {
    return (await sql(DOCUMENT.and('WHERE id = $1'), [id])).rows[0] ?? null;
  }
}
