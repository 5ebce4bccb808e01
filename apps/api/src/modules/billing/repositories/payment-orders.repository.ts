import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { keyOfCompany } from './company-scope.js';
import { columnsOf, float8, int, select, storedColumns } from '../../../core/database/typed-select.js';

/** EXPIRED: lapsed unpaid (no payment attempt at PhonePe); FAILED: an attempt failed. Both are closed and unpaid. */
export type PaymentOrderState = 'PENDING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
export type SettledState = Exclude<PaymentOrderState, 'PENDING'>;
export type SettledBy = 'STATUS_CHECK' | 'CALLBACK' | 'RECONCILE';

export interface PaymentOrderRow {
  id: number;
  companyId: number;
  invoiceId: number;
  merchantOrderId: string;
  gatewayOrderId: string | null;
  amountPaise: number;
  state: PaymentOrderState;
  checkoutUrl: string | null;
  expireAt: Date;
  paymentMode: string | null;
  errorCode: string | null;
  createdAt: Date;
}

const o = columnsOf('payment_orders', 'payment_orders');
const ORDER = select<PaymentOrderRow>(
  {
    id: int(o.id), companyId: int(o.company_id), invoiceId: int(o.invoice_id), merchantOrderId: o.merchant_order_id, gatewayOrderId: o.gateway_order_id,
    amountPaise: float8(o.amount_paise), state: o.state, checkoutUrl: o.checkout_url, expireAt: o.expire_at, paymentMode: o.payment_mode,
    errorCode: o.error_code, createdAt: o.created_at,
  },
  'FROM payment_orders',
);
const ORDER_ID = storedColumns('payment_orders', ['id']);
const STALE_PENDING = select<{ id: number; companyId: number }>(
  { id: int(o.id), companyId: int(o.company_id) },
  `FROM payment_orders WHERE state = 'PENDING' AND created_at < $1 ORDER BY last_checked_at NULLS FIRST, created_at LIMIT $2`,
);

/** Every Pay Now attempt of an invoice (tenant data: a company sees only its own orders). */
@Injectable()
export class PaymentOrdersRepository {
  async insert(o: { companyId: number; invoiceId: number; merchantOrderId: string; amountPaise: number; expireAt: Date; createdBy: number | null }): Promise<number> {
    const { rows } = await sql(
      ORDER_ID.returning(`INSERT INTO payment_orders (company_id, invoice_id, merchant_order_id, amount_paise, expire_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`),
      [o.companyId, o.invoiceId, o.merchantOrderId, o.amountPaise, o.expireAt, o.createdBy],
    );
    return Number(rows[0].id);
  }

  async opened(id: number, gatewayOrderId: string, checkoutUrl: string, expireAt: Date): Promise<void> {
    await sql(`UPDATE payment_orders SET gateway_order_id = $2, checkout_url = $3, expire_at = $4 WHERE id = $1`, [id, gatewayOrderId, checkoutUrl, expireAt]);
  }

  /** A pending order of the invoice that can still be paid for a while (a second Pay Now reuses it). */
  async livePending(companyId: number, invoiceId: number, validFor: Date): Promise<PaymentOrderRow | null> {
    const { rows } = await sql(
      ORDER.and(`WHERE company_id = $1 AND invoice_id = $2 AND state = 'PENDING' AND expire_at > $3 AND checkout_url IS NOT NULL
        ORDER BY id DESC LIMIT 1`),
      [companyId, invoiceId, validFor],
    );
    return rows[0] ?? null;
  }

  async byMerchantOrderId(merchantOrderId: string, companyId: number | null, forUpdate = false): Promise<PaymentOrderRow | null> {
    const { where, params } = keyOfCompany('merchant_order_id', merchantOrderId, 'company_id', companyId);
    const { rows } = await sql(ORDER.and(`WHERE ${where}${forUpdate ? ' FOR UPDATE' : ''}`), params);
    return rows[0] ?? null;
  }

  async settle(id: number, s: { state: SettledState; paymentMode: string | null; transactionId: string | null; errorCode: string | null; by: SettledBy }): Promise<void> {
    await sql(
      `UPDATE payment_orders SET state = $2, payment_mode = $3, transaction_id = $4, error_code = $5, settled_by = $6,
              settled_at = now(), last_checked_at = now()
        WHERE id = $1`,
      [id, s.state, s.paymentMode, s.transactionId, s.errorCode, s.by],
    );
  }

  async checked(id: number): Promise<void> {
    await sql(`UPDATE payment_orders SET last_checked_at = now() WHERE id = $1`, [id]);
  }

  /** A pending order PhonePe described differently (amount or ids): kept pending, the anomaly kept with it. */
  async noteAnomaly(id: number, errorCode: string): Promise<void> {
    await sql(`UPDATE payment_orders SET error_code = $2, last_checked_at = now() WHERE id = $1 AND state = 'PENDING'`, [id, errorCode]);
  }

  /**
   * Orders still pending since before `createdBefore` (platform context; the reconciliation job), the least
   * recently asked first: orders PhonePe keeps pending (or describes differently) do not starve the others.
   */
  async stalePending(createdBefore: Date, limit: number): Promise<{ id: number; companyId: number }[]> {
    const { rows } = await sql(STALE_PENDING, [createdBefore, limit]);
    return rows;
  }

  async byId(id: number, companyId: number): Promise<PaymentOrderRow | null> {
    const { rows } = await sql(ORDER.and(`WHERE id = $1 AND company_id = $2`), [id, companyId]);
    return rows[0] ?? null;
  }

  /** Orders paid for an invoice that another order had paid (DOUBLE_PAYMENT), with their refund state. */
  async doublePayments(invoiceId: number): Promise<DoublePaymentRow[]> {
    const { rows } = await sql<DoublePaymentRow>(
      `SELECT o.id::int AS "orderId", o.company_id::int AS "companyId", o.merchant_order_id AS "merchantOrderId",
              (o.amount_paise::numeric / 100)::numeric(14,2)::text AS amount, o.payment_mode AS "paymentMode", o.settled_at AS "paidOn",
              to_char(o.refunded_on, 'YYYY-MM-DD') AS "refundedOn", o.refund_reference AS "refundReference"
         FROM payment_orders o JOIN billing_invoices i ON i.id = o.invoice_id AND i.company_id = o.company_id
        WHERE o.invoice_id = $1 AND o.state = 'COMPLETED' AND i.paid_order_id IS DISTINCT FROM o.id
        ORDER BY o.id`,
      [invoiceId],
    );
    return rows;
  }

  async doublePayment(orderId: number, forUpdate = false): Promise<(DoublePaymentRow & { invoiceId: number; isDouble: boolean }) | null> {
    const { rows } = await sql<DoublePaymentRow & { invoiceId: number; isDouble: boolean }>(
      `SELECT o.id::int AS "orderId", o.company_id::int AS "companyId", o.invoice_id::int AS "invoiceId", o.merchant_order_id AS "merchantOrderId",
              (o.amount_paise::numeric / 100)::numeric(14,2)::text AS amount, o.payment_mode AS "paymentMode", o.settled_at AS "paidOn",
              to_char(o.refunded_on, 'YYYY-MM-DD') AS "refundedOn", o.refund_reference AS "refundReference",
              (o.state = 'COMPLETED' AND i.payment_status = 'PAID' AND i.paid_order_id IS DISTINCT FROM o.id) AS "isDouble"
         FROM payment_orders o JOIN billing_invoices i ON i.id = o.invoice_id AND i.company_id = o.company_id
        WHERE o.id = $1${forUpdate ? ' FOR UPDATE OF o' : ''}`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async markRefunded(orderId: number, r: { refundedOn: string; reference: string; userId: number }): Promise<void> {
    await sql(`UPDATE payment_orders SET refunded_on = $2::date, refund_reference = $3, refunded_by = $4 WHERE id = $1 AND refunded_on IS NULL`,
      [orderId, r.refundedOn, r.reference, r.userId]);
  }
}

export interface DoublePaymentRow {
  orderId: number;
  companyId: number;
  merchantOrderId: string;
  amount: string;
  paymentMode: string | null;
  paidOn: Date | null;
  refundedOn: string | null;
  refundReference: string | null;
}
