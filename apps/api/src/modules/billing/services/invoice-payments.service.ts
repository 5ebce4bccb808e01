import { randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { paiseToDecimalString, parsePaise } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { GatewayOrderNotFoundError, GatewayUnavailableError, PhonePeGateway, type GatewayOrderStatus } from '../../payments/index.js';
import { BILLING_MESSAGES, LIFECYCLE_MESSAGES, ORDER_EXPIRE_AFTER_SECONDS } from '../billing.messages.js';
import type { PaymentLinkView, PaymentStatusView } from '../dtos/billing.views.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { PaymentEventsRepository, type PaymentEventOutcome } from '../repositories/payment-events.repository.js';
import { PaymentOrdersRepository, type PaymentOrderRow, type PaymentOrderState, type SettledBy } from '../repositories/payment-orders.repository.js';
import { MERCHANT_ORDER_ID, type CheckTrigger } from './payment-checks.js';
import { paymentReceiptMail } from './billing-mails.js';
import { BillingClock } from './billing-clock.js';
import { InvoicePartiesService } from './invoice-parties.service.js';
import { ProviderLedgerService } from './provider-ledger.service.js';

/** A second Pay Now reuses a pending order only while it stays payable for at least this long. */
const REUSE_MARGIN_MS = 2 * 60 * 1000;

type Mismatch = Extract<PaymentEventOutcome, 'AMOUNT_MISMATCH' | 'ORDER_MISMATCH'>;

interface Applied {
  outcome: Extract<PaymentEventOutcome, 'APPLIED' | 'DUPLICATE' | 'PENDING' | 'CONFLICT' | 'UNKNOWN_ORDER' | 'DOUBLE_PAYMENT'> | Mismatch;
  state: PaymentOrderState;
}

export interface PaymentStatusAnswer {
  view: PaymentStatusView;
  message: string;
}

/**
 * PhonePe's word on the order; anything it does not know yet counts as pending. PhonePe fails an order that
 * lapses unpaid: FAILED with no payment attempt after the order's expiry is EXPIRED.
 */
function stateOf(status: GatewayOrderStatus, order: PaymentOrderRow): PaymentOrderState {
  if (status.state === 'COMPLETED') return 'COMPLETED';
  if (status.state !== 'FAILED') return 'PENDING';
  return !status.transactionId && order.expireAt.getTime() <= Date.now() ? 'EXPIRED' : 'FAILED';
}

const closedUnpaid = (state: PaymentOrderState) => state === 'FAILED' || state === 'EXPIRED';

/** The status must describe our order: its amount, merchant order id and (once known) PhonePe's order id. */
function mismatchOf(order: PaymentOrderRow, status: GatewayOrderStatus): Mismatch | null {
  if (status.amountPaise !== order.amountPaise) return 'AMOUNT_MISMATCH';
  if (status.merchantOrderId !== null && status.merchantOrderId !== order.merchantOrderId) return 'ORDER_MISMATCH';
  if (status.gatewayOrderId && order.gatewayOrderId && status.gatewayOrderId !== order.gatewayOrderId) return 'ORDER_MISMATCH';
  return null;
}

/**
 * Paying an invoice with PhonePe: Pay Now opens a Standard Checkout order (one live order per invoice); the
 * order's outcome comes only from PhonePe's order-status API (asked by the status page, by the job a
 * verified callback queues, or by the reconciliation job), never from a callback's body nor the browser's
 * redirect, and is applied once: the order row is locked, a state is applied only on a change, and the
 * invoice turns PAID once, with its receipt mail and the provider's ledger posting in the same transaction.
 */
@Injectable()
export class InvoicePaymentsService {
  private readonly logger = new Logger('InvoicePayments');

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly orders: PaymentOrdersRepository,
    private readonly events: PaymentEventsRepository,
    private readonly gateway: PhonePeGateway,
    private readonly ledger: ProviderLedgerService,
    private readonly parties: InvoicePartiesService,
    private readonly mail: MailService,
    private readonly runner: TenantRunner,
    private readonly clock: BillingClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Where PhonePe sends the payer back: the address they opened the console under when it is PUBLIC_URL or
   * one of PUBLIC_BASE_URLS (their session lives on that host), else PUBLIC_URL. Never a host the request
   * merely names: an unlisted Host header cannot send a payer elsewhere.
   */
  returnBase(requestOrigin: string | null): string {
    const allowed = [this.config.publicUrl, ...this.config.publicBaseUrls];
    return requestOrigin && allowed.includes(requestOrigin) ? requestOrigin : this.config.publicUrl;
  }

  /** GET /api/erp/billing/pay?invoiceId= (the company's own unpaid invoice). */
  async startPayment(invoiceId: number, userId: number | null, requestOrigin: string | null = null): Promise<PaymentLinkView> {
    const companyId = currentCompanyId();
    // The row lock makes a double click wait here, then find the first click's order.
    const invoice = await this.invoices.find(invoiceId, companyId, true);
    if (!invoice) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    if (invoice.paymentStatus === 'PAID') throw new ConflictException(BILLING_MESSAGES.alreadyPaid);
    // What is left after credit notes (issue 30 item 4); a live order for another amount is not reused.
    const duePaise = parsePaise(invoice.amountDue);
    if (duePaise <= 0) throw new ConflictException(LIFECYCLE_MESSAGES.nothingDue);
    const live = await this.orders.livePending(companyId, invoiceId, new Date(Date.now() + REUSE_MARGIN_MS));
    if (live?.checkoutUrl && live.amountPaise === duePaise) return { url: live.checkoutUrl, orderId: live.merchantOrderId, expireAt: live.expireAt.toISOString() };

    // Unique per attempt and unguessable (128 random bits): the id is all the public status page asks for.
    // Letters and digits only (PhonePe allows _ and - too), at most 63 characters.
    const merchantOrderId = `BDK${randomBytes(16).toString('hex').toUpperCase()}`;
    const orderRowId = await this.orders.insert({
      companyId, invoiceId, merchantOrderId, amountPaise: duePaise,
      expireAt: new Date(Date.now() + ORDER_EXPIRE_AFTER_SECONDS * 1000), createdBy: userId,
    });
    try {
      const order = await this.gateway.createOrder({
        merchantOrderId,
        amountPaise: duePaise,
        redirectUrl: `${this.returnBase(requestOrigin)}/admin/phonepe-status?orderId=${encodeURIComponent(merchantOrderId)}`,
        expireAfterSeconds: ORDER_EXPIRE_AFTER_SECONDS,
        note: `Invoice ${invoice.invoiceNo}`,
      });
      await this.orders.opened(orderRowId, order.gatewayOrderId, order.checkoutUrl, order.expireAt);
      return { url: order.checkoutUrl, orderId: merchantOrderId, expireAt: order.expireAt.toISOString() };
    } catch (e) {
      // The request's transaction rolls back with the order row: nothing half-made stays behind.
      if (e instanceof GatewayUnavailableError) throw new ServiceUnavailableException(BILLING_MESSAGES.gatewayUnavailable);
      throw e;
    }
  }

  /**
   * POST /api/erp/billing/pay-status, public: the payer may come back in a fresh browser or with a lapsed
   * session. The unguessable order id is the capability: the order's company is found by it (platform
   * context), and the check runs in that company's unit of work. An unknown id is the same 404 as ever.
   */
  async checkStatusPublic(orderId: string): Promise<PaymentStatusAnswer> {
    const merchantOrderId = String(orderId ?? '').trim();
    if (!MERCHANT_ORDER_ID.test(merchantOrderId)) throw new NotFoundException(BILLING_MESSAGES.orderNotFound);
    const found = await this.runner.runAsPlatform(() => this.orders.byMerchantOrderId(merchantOrderId, null));
    if (!found) throw new NotFoundException(BILLING_MESSAGES.orderNotFound);
    // Read before the company's unit of work: without SUPPORT_PHONE it is the provider's, read in its own.
    const support = await this.parties.supportContact();
    const answer = await this.runner.runAsCompany(found.companyId, () => this.checkStatus(merchantOrderId));
    answer.view.supportEmail = support.email;
    answer.view.supportPhone = support.phone;
    return answer;
  }

  /** Asks PhonePe (never the redirect) about the company's own order, in the company's unit of work. */
  async checkStatus(orderId: string): Promise<PaymentStatusAnswer> {
    const companyId = currentCompanyId();
    const merchantOrderId = String(orderId ?? '').trim();
    if (!MERCHANT_ORDER_ID.test(merchantOrderId)) throw new NotFoundException(BILLING_MESSAGES.orderNotFound);
    const order = await this.orders.byMerchantOrderId(merchantOrderId, companyId);
    if (!order) throw new NotFoundException(BILLING_MESSAGES.orderNotFound);
    if (order.state === 'PENDING') {
      let status: GatewayOrderStatus;
      try {
        status = await this.gateway.orderStatus(merchantOrderId);
      } catch (e) {
        if (e instanceof GatewayUnavailableError) throw new ServiceUnavailableException(BILLING_MESSAGES.gatewayUnavailable);
        if (e instanceof GatewayOrderNotFoundError) return this.answer(order, 'PENDING');
        throw e;
      }
      await this.apply(companyId, merchantOrderId, status, 'STATUS_CHECK');
    }
    const now = await this.orders.byMerchantOrderId(merchantOrderId, companyId);
    return this.answer(now!, now!.state);
  }

  private async answer(order: PaymentOrderRow, state: PaymentOrderState): Promise<PaymentStatusAnswer> {
    const invoice = (await this.invoices.find(order.invoiceId, order.companyId))!;
    const view: PaymentStatusView = {
      orderId: order.merchantOrderId, state, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, amount: paiseToDecimalString(order.amountPaise),
      paymentStatus: invoice.paymentStatus, paymentMode: invoice.paymentMode, paidOn: invoice.paidOn,
      // Filled in by checkStatusPublic (the help block's contact).
      supportEmail: null, supportPhone: '',
    };
    let message: string = BILLING_MESSAGES.paymentPending;
    if (state === 'FAILED') message = BILLING_MESSAGES.paymentFailed;
    // The page knows COMPLETED, PENDING and FAILED: a lapsed order is a failure to the payer, with its own words.
    if (state === 'EXPIRED') {
      view.state = 'FAILED';
      message = BILLING_MESSAGES.paymentExpired;
    }
    if (state === 'COMPLETED') {
      message = invoice.paidOrderId === order.id ? BILLING_MESSAGES.paymentSuccess(invoice.invoiceNo) : BILLING_MESSAGES.paidByAnotherOrder(invoice.invoiceNo);
    }
    return { view, message };
  }

  /**
   * One order checked with PhonePe's status API and the answer applied (the order's company's transaction,
   * a job's): what the reconciliation sweep asks about an order pending too long, and what a verified
   * callback triggers. PhonePe unreachable throws (the job retries); an order PhonePe does not know stays as
   * it is until its expiry, then is EXPIRED. A callback's check is recorded in payment_events whatever it
   * found; a claim PhonePe does not confirm is UNCONFIRMED.
   */
  async confirmWithGateway(companyId: number, orderRowId: number, trigger: CheckTrigger, claimed: string | null = null): Promise<void> {
    const order = await this.orders.byId(orderRowId, companyId);
    if (!order) return;
    const record = (outcome: PaymentEventOutcome, detail: string) => this.runner.withPlatformContext(() => this.events.record({
      source: trigger, merchantOrderId: order.merchantOrderId, outcome, detail: claimed ? `callback said ${claimed}; ${detail}` : detail,
    }));
    // Only PENDING orders are swept; a callback may still bring a late payment of a closed one.
    if (order.state === 'COMPLETED' || (trigger === 'RECONCILE' && order.state !== 'PENDING')) {
      if (trigger === 'CALLBACK') await record('DUPLICATE', `order already ${order.state}`);
      return;
    }
    let status: GatewayOrderStatus;
    try {
      status = await this.gateway.orderStatus(order.merchantOrderId);
    } catch (e) {
      if (!(e instanceof GatewayOrderNotFoundError)) throw e; // unavailable: the job retries
      const locked = await this.orders.byMerchantOrderId(order.merchantOrderId, companyId, true);
      if (locked?.state === 'PENDING' && locked.expireAt.getTime() < Date.now()) {
        await this.orders.settle(locked.id, { state: 'EXPIRED', paymentMode: null, transactionId: null, errorCode: 'NOT_FOUND_AT_GATEWAY', by: trigger });
      } else if (locked?.state === 'PENDING') {
        await this.orders.checked(locked.id);
      }
      if (trigger === 'CALLBACK') await record('UNCONFIRMED', 'PhonePe knows no such order');
      return;
    }
    const applied = await this.apply(companyId, order.merchantOrderId, status, trigger);
    if (applied.outcome === 'APPLIED') this.logger.log(`${trigger === 'CALLBACK' ? 'confirmed' : 'reconciled'} ${order.merchantOrderId}: ${applied.state}`);
    // Mismatches and double payments were recorded where they were found, with their details.
    const recordedAlready = applied.outcome === 'AMOUNT_MISMATCH' || applied.outcome === 'ORDER_MISMATCH' || applied.outcome === 'DOUBLE_PAYMENT';
    if (trigger === 'CALLBACK' && !recordedAlready) {
      await record(applied.outcome === 'PENDING' ? 'UNCONFIRMED' : applied.outcome, `PhonePe says ${status.state}`);
    } else if (trigger === 'RECONCILE' && applied.outcome === 'APPLIED') {
      await record('APPLIED', `PhonePe says ${status.state}: ${applied.state}`);
    }
  }

  /**
   * Applies PhonePe's status answer to one order, once: the order row is locked; a state is written only when
   * it changes (PENDING to COMPLETED, FAILED or EXPIRED, or a late COMPLETED after FAILED or EXPIRED: the
   * money was taken); a paid order never goes back; the answer must describe our order (amount, ids), else
   * nothing changes and the anomaly is logged, kept on the order and recorded once for the provider.
   */
  private async apply(companyId: number, merchantOrderId: string, status: GatewayOrderStatus, by: SettledBy): Promise<Applied> {
    const order = await this.orders.byMerchantOrderId(merchantOrderId, companyId, true);
    if (!order) return { outcome: 'UNKNOWN_ORDER', state: 'PENDING' };
    const mismatch = mismatchOf(order, status);
    if (mismatch) {
      this.logger.warn(`PhonePe status (${by}) for ${merchantOrderId} says ${status.amountPaise} paise, order ${status.merchantOrderId}/${status.gatewayOrderId}, `
        + `${status.state}; ours is ${order.amountPaise} paise, ${order.merchantOrderId}/${order.gatewayOrderId}: ignored`);
      if (order.state === 'PENDING' && order.errorCode !== mismatch) {
        await this.orders.noteAnomaly(order.id, mismatch);
        await this.runner.withPlatformContext(() => this.events.record({
          source: by, merchantOrderId, outcome: mismatch,
          detail: `amount ${status.amountPaise}, order ${order.amountPaise}; PhonePe order ${status.gatewayOrderId ?? '?'}, ours ${order.gatewayOrderId ?? '?'}; state ${status.state}`,
        }));
      }
      return { outcome: mismatch, state: order.state };
    }
    const next = stateOf(status, order);
    if (next === 'PENDING') {
      await this.orders.checked(order.id);
      return { outcome: 'PENDING', state: order.state };
    }
    if (order.state === next || (closedUnpaid(order.state) && closedUnpaid(next))) return { outcome: 'DUPLICATE', state: order.state };
    if (order.state === 'COMPLETED') {
      this.logger.warn(`PhonePe ${by} says ${merchantOrderId} ${next}, but it was paid: kept paid`);
      return { outcome: 'CONFLICT', state: order.state };
    }
    await this.orders.settle(order.id, { state: next, paymentMode: status.paymentMode, transactionId: status.transactionId, errorCode: status.errorCode, by });
    if (next === 'COMPLETED') return { outcome: await this.markInvoicePaid(order, status), state: next };
    return { outcome: 'APPLIED', state: next };
  }

  private async markInvoicePaid(order: PaymentOrderRow, status: GatewayOrderStatus): Promise<Applied['outcome']> {
    const invoice = (await this.invoices.find(order.invoiceId, order.companyId, true))!;
    if (invoice.paymentStatus === 'PAID') {
      // Two orders of one invoice both paid (two tabs): the second is money to give back, not a second payment.
      this.logger.warn(`invoice ${invoice.invoiceNo} paid twice: ${order.merchantOrderId} needs a refund`);
      await this.runner.withPlatformContext(() => this.events.record({
        source: 'PAYMENT', merchantOrderId: order.merchantOrderId, outcome: 'DOUBLE_PAYMENT', detail: `invoice ${invoice.invoiceNo} was already paid`,
      }));
      return 'DOUBLE_PAYMENT';
    }
    const paidOn = status.paidAt ?? this.clock.now();
    const paymentMode = status.paymentMode ?? 'PHONEPE';
    const providerId = await this.parties.providerId();
    const journalGroupId = await this.ledger.postPayment(providerId, {
      invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, totalPaise: order.amountPaise, paidOn, merchantOrderId: order.merchantOrderId,
    });
    await this.invoices.markPaid(invoice.id, { paymentMode, paidOn, orderId: order.id, journalGroupId });
    const mailId = await this.mail.send(paymentReceiptMail({
      companyId: order.companyId, to: invoice.toContactEmail, invoiceNo: invoice.invoiceNo, invoiceMonth: invoice.invoiceMonth,
      fromCompany: invoice.fromCompany, toCompany: invoice.toCompany, total: paiseToDecimalString(order.amountPaise), paymentMode, paidOn, merchantOrderId: order.merchantOrderId,
    }));
    await this.invoices.setReceiptMail(invoice.id, mailId);
    return 'APPLIED';
  }
}
