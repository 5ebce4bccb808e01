import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, float8, jsonAs, select } from '../../../core/database/typed-select.js';

export interface SimulatorOrderRow {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
  message: string | null;
  metaInfo: Record<string, string> | null;
  expireAt: Date;
  paymentMode: string | null;
  transactionId: string | null;
  errorCode: string | null;
  completedAt: Date | null;
}

const o = columnsOf('phonepe_simulator_orders', 'phonepe_simulator_orders');
const ORDER = select<SimulatorOrderRow>(
  {
    merchantOrderId: o.merchant_order_id, orderId: o.order_id, amount: float8(o.amount), state: o.state, redirectUrl: o.redirect_url, message: o.message,
    metaInfo: jsonAs<Record<string, string> | null>(o.meta_info), expireAt: o.expire_at, paymentMode: o.payment_mode, transactionId: o.transaction_id,
    errorCode: o.error_code, completedAt: o.completed_at,
  },
  'FROM phonepe_simulator_orders',
);

/** The simulator's orders (platform data; the simulator runs in the platform context). */
@Injectable()
export class SimulatorOrdersRepository {
  /** False when the merchant order id was used before (PhonePe refuses a reused id). */
  async insert(o: Omit<SimulatorOrderRow, 'state' | 'paymentMode' | 'transactionId' | 'errorCode' | 'completedAt'> & { clientId: string }): Promise<boolean> {
    const { rows } = await sql(
      `INSERT INTO phonepe_simulator_orders (merchant_order_id, order_id, client_id, amount, redirect_url, message, meta_info, expire_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (merchant_order_id) DO NOTHING RETURNING 1`,
      [o.merchantOrderId, o.orderId, o.clientId, o.amount, o.redirectUrl, o.message, o.metaInfo ? JSON.stringify(o.metaInfo) : null, o.expireAt],
    );
    return rows.length > 0;
  }

  async byMerchantOrderId(merchantOrderId: string): Promise<SimulatorOrderRow | null> {
    const { rows } = await sql(ORDER.and('WHERE merchant_order_id = $1'), [merchantOrderId]);
    return rows[0] ?? null;
  }

  async byOrderIdForUpdate(orderId: string): Promise<SimulatorOrderRow | null> {
    const { rows } = await sql(ORDER.and('WHERE order_id = $1 FOR UPDATE'), [orderId]);
    return rows[0] ?? null;
  }

  async settle(orderId: string, s: { state: 'COMPLETED' | 'FAILED'; paymentMode: string | null; transactionId: string; errorCode: string | null }): Promise<void> {
    await sql(
      `UPDATE phonepe_simulator_orders SET state = $2, payment_mode = $3, transaction_id = $4, error_code = $5, completed_at = now()
        WHERE order_id = $1`,
      [orderId, s.state, s.paymentMode, s.transactionId, s.errorCode],
    );
  }

  async noteCallback(orderId: string, status: string): Promise<void> {
    await sql(`UPDATE phonepe_simulator_orders SET callback_status = $2 WHERE order_id = $1`, [orderId, status.slice(0, 200)]);
  }
}
