import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

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

const COLUMNS = `id, name, icon, description, java_script AS "javaScript", react, java, csharp`;

@Injectable()
export class ApiDocsRepository {
  async all(): Promise<ApiDocumentRow[]> {
    return (await sql<ApiDocumentRow>(`SELECT ${COLUMNS} FROM api_documents ORDER BY sort_order, id`)).rows;
  }

  async one(id: number): Promise<ApiDocumentRow | null> {
    return (await sql<ApiDocumentRow>(`SELECT ${COLUMNS} FROM api_documents WHERE id = $1`, [id])).rows[0] ?? null;
  }
}
