import { createHash } from 'node:crypto';
import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JobQueue } from '../../../core/queue/index.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { InvalidGatewayCallbackError, PhonePeGateway } from '../../payments/index.js';
import { PaymentEventsRepository } from '../repositories/payment-events.repository.js';
import { PaymentOrdersRepository } from '../repositories/payment-orders.repository.js';
import { MERCHANT_ORDER_ID, RECONCILE_ORDER_JOB, type ReconcileOrderPayload } from './payment-checks.js';

export type CallbackOutcome = 'QUEUED' | 'DUPLICATE' | 'UNKNOWN_ORDER';

/**
 * PhonePe's server-to-server callback is a hint, never a verdict: its Authorization header is a fixed digest
 * of the dashboard's callback credentials (the same on every callback, so anyone who sees one can replay it
 * with any body). A verified callback only queues a check of its order with PhonePe's status API (the
 * reconcile-order job, in the order's company); nothing in its body is applied. The webhook answers at once,
 * and the same body sent again queues nothing new (its job key is the body's digest).
 */
@Injectable()
export class PaymentCallbacksService {
  private readonly logger = new Logger('PhonePeCallbacks');

  constructor(
    private readonly gateway: PhonePeGateway,
    private readonly orders: PaymentOrdersRepository,
    private readonly events: PaymentEventsRepository,
    private readonly queue: JobQueue,
    private readonly runner: TenantRunner,
  ) {}

  /** POST /api/webhooks/phonepe: a forged one (wrong Authorization, not JSON) is 401 and recorded as FORGED. */
  async receive(authorization: string | undefined, rawBody: Buffer | undefined): Promise<{ outcome: CallbackOutcome }> {
    const text = rawBody?.toString('utf8') ?? '';
    let callback;
    try {
      callback = this.gateway.validateCallback(authorization, text);
    } catch (e) {
      if (!(e instanceof InvalidGatewayCallbackError)) throw e;
      this.logger.warn(`PhonePe callback refused (${e.message})`);
      await this.runner.runAsPlatform(() => this.events.record({
        source: 'CALLBACK', merchantOrderId: /"merchantOrderId"\s*:\s*"([^"]{1,100})"/.exec(text)?.[1] ?? null, outcome: 'FORGED', detail: e.message, body: text,
      }));
      throw new UnauthorizedException('Invalid callback');
    }
    const merchantOrderId = callback.merchantOrderId ?? '';
    const claimed = String(callback.state ?? '').slice(0, 30);
    const said = `${callback.event ?? ''} ${claimed}`.trim();
    // One platform transaction: find the order, queue its check (after the commit), record what arrived. A
    // failed queue answers 500 and PhonePe retries.
    return this.runner.runAsPlatform(async () => {
      const order = MERCHANT_ORDER_ID.test(merchantOrderId) ? await this.orders.byMerchantOrderId(merchantOrderId, null) : null;
      let outcome: CallbackOutcome;
      if (!order) {
        this.logger.warn(`PhonePe callback for an order we do not know: ${merchantOrderId || '(none)'}`);
        outcome = 'UNKNOWN_ORDER';
      } else if (order.state === 'COMPLETED') {
        outcome = 'DUPLICATE';
      } else {
        const digest = createHash('sha256').update(text).digest('hex').slice(0, 32);
        await this.queue.afterCommit<ReconcileOrderPayload>(
          RECONCILE_ORDER_JOB,
          { companyId: order.companyId, orderId: order.id, trigger: 'CALLBACK', claimed },
          { idempotencyKey: `callback-${order.id}-${digest}` },
        );
        outcome = 'QUEUED';
      }
      await this.events.record({ source: 'CALLBACK', merchantOrderId: merchantOrderId || null, outcome, detail: said });
      return { outcome };
    });
  }
}
