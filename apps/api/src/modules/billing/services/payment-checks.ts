import type { JobPayload } from '../../../core/queue/index.js';

/** Ours (BDK...) and PhonePe's rule: letters, digits, _ and -, at most 63 characters. */
export const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

/**
 * One order checked with PhonePe's order-status API, in the order's company: queued by the reconciliation
 * sweep for orders pending too long, and by every verified callback (a callback only ever triggers this).
 */
export const RECONCILE_ORDER_JOB = 'billing.reconcile-order';

/** What made us ask: recorded as the order's settled_by and in payment_events. */
export type CheckTrigger = 'CALLBACK' | 'RECONCILE';

export interface ReconcileOrderPayload extends JobPayload {
  companyId: number;
  /** payment_orders.id */
  orderId: number;
  /** Absent in jobs queued before issue 24: the sweep's. */
  trigger?: CheckTrigger;
  /** The state the callback claimed (informational: PhonePe's status API decides). */
  claimed?: string;
}
