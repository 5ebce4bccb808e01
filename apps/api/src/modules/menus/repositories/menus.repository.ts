import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, select, storedColumns } from '../../../core/database/typed-select.js';

export interface MenuEntryRow {
  id: number;
  parentId: number | null;
  sortOrder: number;
  name: string;
  url: string | null;
  icon: string | null;
  applicationId: number;
}

const m = columnsOf('menu_entries', 'm');
const ENTRIES_FOR = select<MenuEntryRow>(
  { id: m.id, parentId: m.parent_id, sortOrder: m.sort_order, name: m.name, url: m.url, icon: m.icon, applicationId: m.application_id },
  `FROM menu_entries m
        WHERE (m.permission IS NULL OR m.permission = ANY($1::text[]))
          AND (m.required_user_type IS NULL OR m.required_user_type = $3)
          AND (m.application_id = 0 OR EXISTS (
                SELECT 1 FROM company_applications a WHERE a.company_id = $2 AND a.application_id = m.application_id))
        ORDER BY m.sort_order, m.id`,
);
const ENSURE_ADMIN_ROLE = storedColumns('roles', ['id']).returning(
  `INSERT INTO roles (company_id, name, is_admin) VALUES ($1, 'Administrator', true)
       ON CONFLICT (company_id, name) DO UPDATE SET is_admin = true`,
);
const SUBSCRIBED = storedColumns('company_applications', ['application_id']).select('FROM company_applications WHERE company_id = $1 ORDER BY application_id');

@Injectable()
export class MenusRepository {
  /**
   * The entries the role's permissions reach (an entry without a permission is for any signed-in user) whose
   * application is core (0) or subscribed by the company, minus those reserved to another user type.
   */
  async entriesFor(permissions: readonly string[], companyId: number, userType: string): Promise<MenuEntryRow[]> {
    return (await sql(ENTRIES_FOR, [permissions, companyId, userType])).rows;
  }

  /** Creates the administrator role (idempotent) and grants it every entry its user type may see. */
  async ensureAdminRole(manager: EntityManager, companyId: number, includeSuperAdminEntries: boolean): Promise<number> {
    const { rows } = await sql(
      ENSURE_ADMIN_ROLE,
      [companyId],
      manager,
    );
    const roleId = Number(rows[0].id);
    await sql(
      `INSERT INTO role_menu_entries (company_id, role_id, menu_entry_id)
       SELECT $1, $2, m.id FROM menu_entries m
        WHERE m.required_user_type IS NULL OR ($3 AND m.required_user_type = 'SUPER_ADMIN')
       ON CONFLICT DO NOTHING`,
      [companyId, roleId, includeSuperAdminEntries],
      manager,
    );
    return roleId;
  }

  async subscribedApplications(companyId: number): Promise<number[]> {
    const { rows } = await sql(SUBSCRIBED, [companyId]);
    return rows.map((r) => r.application_id);
  }
}
