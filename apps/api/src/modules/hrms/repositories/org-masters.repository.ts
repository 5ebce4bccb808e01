import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, int, returning, select } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../sql/filtered-page.js';
import type { OrgMasterKind } from '../dtos/org-master.dtos.js';

const TABLES = { branch: 'hrms_branches', department: 'hrms_departments', designation: 'hrms_designations' } as const satisfies Record<OrgMasterKind, string>;
const SORTABLE: Record<string, string> = { id: 'id', name: 'lower(name)' };
export const ORG_MASTER_SORTABLE = Object.keys(SORTABLE);

export interface OrgMasterRow {
  id: number;
  name: string;
}

/** The statements of one of the three tables (unaliased: the columns are named by their table). */
function statementsOf(table: (typeof TABLES)[OrgMasterKind]) {
  const t = columnsOf(table, table);
  const row = { id: int(t.id), name: t.name };
  return {
    rows: select<OrgMasterRow>(row, `FROM ${table}`),
    from: `FROM ${table}`,
    // ON CONFLICT: two tabs creating the same name at once end with one row and one 409, never a 500.
    insert: returning<OrgMasterRow>(`INSERT INTO ${table} (company_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, row),
    rename: returning<OrgMasterRow>(`UPDATE ${table} SET name = $3 WHERE company_id = $1 AND id = $2`, row),
  };
}
const STATEMENTS = { branch: statementsOf(TABLES.branch), department: statementsOf(TABLES.department), designation: statementsOf(TABLES.designation) };

/** Branches, departments and designations: three tables of (id, name) per company. */
@Injectable()
export class OrgMastersRepository {
  async list(kind: OrgMasterKind, companyId: number, query: ListQuery): Promise<[OrgMasterRow[], number]> {
    const statements = STATEMENTS[kind];
    return new FilteredPage('company_id', companyId).search(query.search, ['name'])
      .page(statements.rows, statements.from, `${SORTABLE[query.sortBy] ?? 'id'} ${query.sortDirection}, id DESC`, query);
  }

  async find(kind: OrgMasterKind, companyId: number, id: number): Promise<OrgMasterRow | null> {
    return (await sql(STATEMENTS[kind].rows.and('WHERE company_id = $1 AND id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async nameTaken(kind: OrgMasterKind, companyId: number, name: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM ${TABLES[kind]} WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [companyId, name, exceptId])).rows.length > 0;
  }

  async insert(kind: OrgMasterKind, companyId: number, name: string): Promise<OrgMasterRow | null> {
    return (await sql(STATEMENTS[kind].insert, [companyId, name])).rows[0] ?? null;
  }

  async rename(kind: OrgMasterKind, companyId: number, id: number, name: string): Promise<OrgMasterRow | null> {
    return (await sql(STATEMENTS[kind].rename, [companyId, id, name])).rows[0] ?? null;
  }
}
