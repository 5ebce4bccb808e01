import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

/**
 * QUEUED: a verified callback, queued to be checked with PhonePe's status API; UNCONFIRMED: what a callback
 * claimed, PhonePe's status API did not say (a replayed or made-up body under valid credentials, or a lag);
 * AMOUNT_MISMATCH / ORDER_MISMATCH: PhonePe's status describes another amount or order than ours.
 */
export type PaymentEventOutcome =
  | 'APPLIED' | 'DUPLICATE' | 'FORGED' | 'AMOUNT_MISMATCH' | 'ORDER_MISMATCH' | 'UNKNOWN_ORDER' | 'PENDING' | 'CONFLICT' | 'DOUBLE_PAYMENT'
  | 'QUEUED' | 'UNCONFIRMED';

/** What arrived from the gateway, valid or not (platform data, for support and for spotting forgeries). */
@Injectable()
export class PaymentEventsRepository {
  async record(e: { source: string; merchantOrderId: string | null; outcome: PaymentEventOutcome; detail?: string; body?: string }): Promise<void> {
    await sql(
      `INSERT INTO payment_events (source, merchant_order_id, outcome, detail, body_excerpt) VALUES ($1, $2, $3, $4, $5)`,
      [e.source, e.merchantOrderId?.slice(0, 100) ?? null, e.outcome, e.detail?.slice(0, 500) ?? null, e.body?.slice(0, 2000) ?? null],
    );
  }
}
