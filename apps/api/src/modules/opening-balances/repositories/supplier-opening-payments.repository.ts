import { Injectable } from '@nestjs/common';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';

export interface SupplierOpeningPaymentRow {
  id: string;
  supplierId: string;
  supplierName: string;
  amount: string;
  paymentDate: string;
  paymentMode: 'CASH' | 'BANK';
  note: string | null;
  groupTransactionId: string | null;
}

const SELECT = `SELECT p.id, p.supplier_id AS "supplierId", s.name AS "supplierName", p.amount, to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate",
       p.payment_mode AS "paymentMode", p.note, p.journal_group_id AS "groupTransactionId"
  FROM supplier_opening_payments p JOIN suppliers s ON s.company_id = p.company_id AND s.id = p.supplier_id`;

/** Payments to suppliers against their opening balances (issue 27). */
@Injectable()
export class SupplierOpeningPaymentsRepository {
  async insert(p: {
    companyId: number; supplierId: number; amount: string; date: string; mode: string; note: string | null; userId: number | null;
  }): Promise<number> {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO supplier_opening_payments (company_id, supplier_id, amount, payment_date, payment_mode, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [p.companyId, p.supplierId, p.amount, p.date, p.mode, p.note, p.userId],
    );
    return Number(rows[0].id);
  }

  async setJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE supplier_opening_payments SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  async countOfSupplier(companyId: number, supplierId: number): Promise<number> {
    return (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM supplier_opening_payments WHERE company_id = $1 AND supplier_id = $2`, [companyId, supplierId],
    )).rows[0].n;
  }

  async find(companyId: number, id: number): Promise<SupplierOpeningPaymentRow | null> {
    return (await sql<SupplierOpeningPaymentRow>(`${SELECT} WHERE p.company_id = $1 AND p.id = $2`, [companyId, id])).rows[0] ?? null;
  }

  async list(companyId: number, query: ListQuery, supplierId?: number): Promise<[SupplierOpeningPaymentRow[], number]> {
    const params: unknown[] = [companyId];
    let filter = 'p.company_id = $1';
    if (supplierId) {
      params.push(supplierId);
      filter += ` AND p.supplier_id = $${params.length}`;
    }
    if (query.search) {
      params.push(likePattern(query.search));
      filter += ` AND (s.name ILIKE $${params.length} OR p.note ILIKE $${params.length} OR p.payment_mode ILIKE $${params.length})`;
    }
    const total = (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM supplier_opening_payments p JOIN suppliers s ON s.company_id = p.company_id AND s.id = p.supplier_id WHERE ${filter}`,
      params,
    )).rows[0].n;
    const rows = (await sql<SupplierOpeningPaymentRow>(
      `${SELECT} WHERE ${filter} ORDER BY p.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`, params,
    )).rows;
    return [rows, total];
  }
}
