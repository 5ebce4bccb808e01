import { Injectable } from '@nestjs/common';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, countOf, isoDate, select, storedColumns } from '../../../core/database/typed-select.js';

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

const FROM = `FROM supplier_opening_payments p JOIN suppliers s ON s.company_id = p.company_id AND s.id = p.supplier_id`;
const p = columnsOf('supplier_opening_payments', 'p');
const PAYMENT = select<SupplierOpeningPaymentRow>(
  {
    id: p.id, supplierId: p.supplier_id, supplierName: columnsOf('suppliers', 's').name, amount: p.amount, paymentDate: isoDate(p.payment_date),
    paymentMode: p.payment_mode, note: p.note, groupTransactionId: p.journal_group_id,
  },
  FROM,
);
const PAYMENT_ID = storedColumns('supplier_opening_payments', ['id']);

/** Payments to suppliers against their opening balances (issue 27). */
@Injectable()
export class SupplierOpeningPaymentsRepository {
  async insert(p: {
    companyId: number; supplierId: number; amount: string; date: string; mode: string; note: string | null; userId: number | null;
  }): Promise<number> {
    const { rows } = await sql(
      PAYMENT_ID.returning(`INSERT INTO supplier_opening_payments (company_id, supplier_id, amount, payment_date, payment_mode, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`),
      [p.companyId, p.supplierId, p.amount, p.date, p.mode, p.note, p.userId],
    );
    return Number(rows[0].id);
  }

  async setJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE supplier_opening_payments SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  async countOfSupplier(companyId: number, supplierId: number): Promise<number> {
    return (await sql(countOf(`FROM supplier_opening_payments WHERE company_id = $1 AND supplier_id = $2`), [companyId, supplierId])).rows[0].n;
  }

  async find(companyId: number, id: number): Promise<SupplierOpeningPaymentRow | null> {
    return (await sql(PAYMENT.and(`WHERE p.company_id = $1 AND p.id = $2`), [companyId, id])).rows[0] ?? null;
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
    const total = (await sql(countOf(`${FROM} WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(PAYMENT.and(`WHERE ${filter} ORDER BY p.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`), params)).rows;
    return [rows, total];
  }
}
