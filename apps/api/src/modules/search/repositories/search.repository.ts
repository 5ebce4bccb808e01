import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export const SEARCH_KINDS = ['products', 'customers', 'suppliers', 'invoices', 'employees'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  /** Rupees (a product's selling price, an invoice's total), formatted by the service. */
  amount: string | null;
}

/** Per kind, one SELECT (each names its columns: the first SELECT of a UNION names them, and any kind may be first); matched by the trigram indexes of migration 1768800000000; prefix matches first. */
const STATEMENTS: Record<SearchKind, string> = {
  products: `(SELECT 'products' AS kind, id, name AS title, hsn AS subtitle, sp::text AS amount FROM products
      WHERE company_id = $1 AND name ILIKE $2 ORDER BY (name ILIKE $3) DESC, name LIMIT $4)`,
  customers: `(SELECT 'customers' AS kind, id, name AS title, phone AS subtitle, NULL AS amount FROM customers
      WHERE company_id = $1 AND name ILIKE $2 ORDER BY (name ILIKE $3) DESC, name LIMIT $4)`,
  suppliers: `(SELECT 'suppliers' AS kind, id, name AS title, phone AS subtitle, NULL AS amount FROM suppliers
      WHERE company_id = $1 AND name ILIKE $2 ORDER BY (name ILIKE $3) DESC, name LIMIT $4)`,
  invoices: `(SELECT 'invoices' AS kind, id, invoice_number AS title, to_char(invoice_date, 'DD Mon YYYY') || ' · ' || customer_name AS subtitle,
      total_amount::text AS amount
      FROM sale_invoices WHERE company_id = $1 AND invoice_number ILIKE $2 ORDER BY (invoice_number ILIKE $3) DESC, invoice_date DESC, id DESC LIMIT $4)`,
  employees: `(SELECT 'employees' AS kind, id, first_name || ' ' || last_name AS title, employee_code AS subtitle, NULL AS amount FROM hrms_employees
      WHERE company_id = $1 AND NOT deleted AND (first_name || ' ' || last_name || ' ' || employee_code) ILIKE $2
      ORDER BY ((first_name || ' ' || last_name || ' ' || employee_code) ILIKE $3) DESC, first_name, last_name LIMIT $4)`,
};

/** LIKE's own characters, taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The header search (issue 31 item 4): a read-only index across the business records. It names other modules'
 * tables on purpose, read-only and nothing else: one statement (UNION ALL of the allowed kinds) answers the
 * palette in one round trip, where asking five modules' services would be five (see docs/decisions.md).
 */
@Injectable()
export class SearchRepository {
  async search(companyId: number, term: string, kinds: readonly SearchKind[], perKind: number): Promise<SearchRow[]> {
    if (kinds.length === 0) return [];
    const text = kinds.map((k) => STATEMENTS[k]).join('\nUNION ALL\n');
    const like = escapeLike(term);
    return (await sql<SearchRow>(text, [companyId, `%${like}%`, `${like}%`, perKind])).rows;
  }
}
