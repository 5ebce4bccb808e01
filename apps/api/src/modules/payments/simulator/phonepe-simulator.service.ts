import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { phonePeSettings, SIMULATOR_PATH, type PhonePeSettings } from '../phonepe/phonepe-settings.js';
import { SimulatorOrdersRepository, type SimulatorOrderRow } from './simulator-orders.repository.js';

const TOKEN_TTL_SECONDS = 3600;
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;
export const SIMULATOR_PAYMENT_MODES = ['UPI_QR', 'UPI_INTENT', 'CARD', 'NET_BANKING'] as const;

/** PhonePe's error answer shape (the SDK maps the HTTP status to its exception). */
export class SimulatorError extends Error {
  constructor(readonly httpStatus: number, readonly code: string, message: string) {
    super(message);
  }
}

export interface PayBody {
  merchantOrderId?: unknown;
  amount?: unknown;
  expireAfter?: unknown;
  metaInfo?: Record<string, unknown>;
  paymentFlow?: { type?: unknown; message?: unknown; merchantUrls?: { redirectUrl?: unknown } };
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/**
 * The product's own PhonePe (PHONEPE_ENV=SIMULATOR): the OAuth token, pay and order-status endpoints the
 * SDK calls, a checkout page with Pay and Fail, and the signed server-to-server callback, so the real SDK
 * and our handlers run end to end on a developer's machine and in tests. Everything answers 404 in any
 * other PHONEPE_ENV, and production refuses SIMULATOR (app-config).
 */
@Injectable()
export class PhonePeSimulatorService {
  private readonly logger = new Logger('PhonePeSimulator');
  private readonly settings: PhonePeSettings;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: SimulatorOrdersRepository,
    private readonly runner: TenantRunner,
  ) {
    this.settings = phonePeSettings(config);
  }

  private assertEnabled(): void {
    if (this.settings.env !== 'SIMULATOR') throw new NotFoundException('Not found');
  }

  /** POST /v1/oauth/token (form: client_id, client_secret, client_version, grant_type). */
  issueToken(form: Record<string, unknown>) {
    this.assertEnabled();
    const { clientId, clientSecret, clientVersion } = this.settings;
    const ok = form.client_id === clientId && form.client_secret === clientSecret
      && String(form.client_version) === String(clientVersion) && form.grant_type === 'client_credentials';
    if (!ok) throw new SimulatorError(401, 'UNAUTHORIZED', 'Invalid client credentials');
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + TOKEN_TTL_SECONDS;
    const payload = b64url(JSON.stringify({ cid: clientId, exp: expiresAt }));
    return {
      access_token: `${payload}.${this.sign(payload)}`,
      encrypted_access_token: null,
      expires_in: TOKEN_TTL_SECONDS,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.settings.clientSecret).update(payload).digest('base64url');
  }

  /** The SDK sends "O-Bearer <token>". */
  private assertToken(authorization: string | undefined): void {
    const token = /^O-Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const [payload, signature] = token.split('.');
    const expected = payload ? this.sign(payload) : '';
    const valid = Boolean(payload && signature) && signature.length === expected.length
      && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    const claims = valid ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }) : null;
    if (!claims || claims.exp < Date.now() / 1000) throw new SimulatorError(401, 'UNAUTHORIZED', 'Invalid or expired token');
  }

  /** POST /checkout/v2/pay */
  async pay(authorization: string | undefined, body: PayBody) {
    this.assertEnabled();
    this.assertToken(authorization);
    const merchantOrderId = String(body?.merchantOrderId ?? '');
    const amount = Number(body?.amount);
    const redirectUrl = String(body?.paymentFlow?.merchantUrls?.redirectUrl ?? '');
    if (!MERCHANT_ORDER_ID.test(merchantOrderId)) throw new SimulatorError(400, 'BAD_REQUEST', 'merchantOrderId is invalid');
    if (!Number.isSafeInteger(amount) || amount < 100) throw new SimulatorError(400, 'BAD_REQUEST', 'amount must be at least 100 paise');
    if (!/^https?:\/\//.test(redirectUrl)) throw new SimulatorError(400, 'BAD_REQUEST', 'redirectUrl is required');
    const expireAfter = Math.min(3600, Math.max(300, Number(body?.expireAfter) || 1200));
    const order = {
      merchantOrderId,
      orderId: `OMO${Date.now().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`,
      clientId: this.settings.clientId,
      amount,
      redirectUrl,
      message: typeof body?.paymentFlow?.message === 'string' ? body.paymentFlow.message.slice(0, 300) : null,
      metaInfo: body?.metaInfo && typeof body.metaInfo === 'object'
        ? Object.fromEntries(Object.entries(body.metaInfo).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, String(v).slice(0, 256)]))
        : null,
      expireAt: new Date(Date.now() + expireAfter * 1000),
    };
    const inserted = await this.runner.runAsPlatform(() => this.orders.insert(order));
    if (!inserted) throw new SimulatorError(409, 'ORDER_ALREADY_EXISTS', 'Order already exists for this merchantOrderId');
    return {
      orderId: order.orderId,
      state: 'PENDING',
      expireAt: order.expireAt.getTime(),
      redirectUrl: `${this.config.publicUrl}${SIMULATOR_PATH}/checkout/${order.orderId}`,
    };
  }

  /** GET /checkout/v2/order/{merchantOrderId}/status */
  async status(authorization: string | undefined, merchantOrderId: string) {
    this.assertEnabled();
    this.assertToken(authorization);
    const order = await this.runner.runAsPlatform(() => this.orders.byMerchantOrderId(merchantOrderId));
    if (!order) throw new SimulatorError(404, 'ORDER_NOT_FOUND', 'No order for this merchantOrderId');
    return this.orderView(order);
  }

  /** An unpaid order past its expiry is FAILED, as PhonePe reports it. */
  private effective(order: SimulatorOrderRow): SimulatorOrderRow {
    if (order.state === 'PENDING' && order.expireAt.getTime() <= Date.now()) return { ...order, state: 'FAILED', errorCode: 'ORDER_EXPIRED' };
    return order;
  }

  private orderView(raw: SimulatorOrderRow) {
    const order = this.effective(raw);
    return {
      merchantOrderId: order.merchantOrderId,
      merchantId: this.settings.clientId,
      orderId: order.orderId,
      state: order.state,
      amount: order.amount,
      expireAt: order.expireAt.getTime(),
      ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.errorCode } : {}),
      ...(order.metaInfo ? { metaInfo: order.metaInfo } : {}),
      paymentDetails: order.transactionId ? [{
        paymentMode: order.paymentMode ?? 'UPI_QR',
        transactionId: order.transactionId,
        timestamp: (order.completedAt ?? new Date()).getTime(),
        amount: order.amount,
        state: order.state,
        ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.errorCode } : {}),
      }] : [],
    };
  }

  /** The order the checkout page shows (404 for an unknown id). */
  async checkout(orderId: string): Promise<SimulatorOrderRow> {
    this.assertEnabled();
    const order = await this.runner.runAsPlatform(() => this.orders.byOrderIdForUpdate(orderId));
    if (!order) throw new NotFoundException('This payment link is not valid');
    return this.effective(order);
  }

  /**
   * The shopper pressed Pay or Fail: the order settles, PhonePe's signed callback goes to the merchant, and
   * the browser is sent back to the merchant's redirect URL (what is returned).
   */
  async complete(orderId: string, outcome: unknown, mode: unknown): Promise<string> {
    this.assertEnabled();
    const result = await this.runner.runAsPlatform(async () => {
      const order = await this.orders.byOrderIdForUpdate(orderId);
      if (!order) throw new NotFoundException('This payment link is not valid');
      const current = this.effective(order);
      if (current.state !== 'PENDING') return { order: current, settledNow: false };
      if (outcome !== 'PAY' && outcome !== 'FAIL') throw new BadRequestException('Choose Pay or Fail');
      const paymentMode = SIMULATOR_PAYMENT_MODES.includes(mode as never) ? String(mode) : 'UPI_QR';
      const settled = {
        state: outcome === 'PAY' ? 'COMPLETED' as const : 'FAILED' as const,
        paymentMode,
        transactionId: `OM${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
        errorCode: outcome === 'PAY' ? null : 'PAYMENT_DECLINED',
      };
      await this.orders.settle(orderId, settled);
      return { order: { ...order, ...settled, completedAt: new Date() }, settledNow: true };
    });
    if (result.settledNow) await this.sendCallback(result.order);
    return result.order.redirectUrl;
  }

  /** PhonePe's server-to-server callback, signed as the dashboard's callback credentials say. */
  private async sendCallback(order: SimulatorOrderRow): Promise<void> {
    const completed = order.state === 'COMPLETED';
    const body = JSON.stringify({
      type: completed ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
      event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: this.orderView(order),
    });
    const authorization = createHash('sha256').update(`${this.settings.callbackUsername}:${this.settings.callbackPassword}`).digest('hex');
    let status: string;
    try {
      const res = await fetch(this.settings.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = `HTTP ${res.status}`;
    } catch (e) {
      status = `not delivered: ${(e as Error).message}`;
      this.logger.warn(`callback for ${order.merchantOrderId} ${status}`);
    }
    await this.runner.runAsPlatform(() => this.orders.noteCallback(order.orderId, status)).catch(() => undefined);
  }
}
