import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Env, MetaInfo, PhonePeException, StandardCheckoutClient, StandardCheckoutPayRequest } from 'pg-sdk-node';
import { BaseUrl } from 'pg-sdk-node/dist/common/constants/BaseUrl.js';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { phonePeSettings, type PhonePeSettings } from './phonepe-settings.js';

export type GatewayOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreateGatewayOrder {
  /** Ours, unique per attempt (at most 63 characters: letters, digits, _ and -). */
  merchantOrderId: string;
  amountPaise: number;
  /** Where the browser comes back to (PhonePe adds nothing: the merchant order id is in it already). */
  redirectUrl: string;
  expireAfterSeconds: number;
  /** Shown on PhonePe's page and kept with the order (e.g. the invoice number). */
  note: string;
}

export interface GatewayOrder {
  gatewayOrderId: string;
  state: GatewayOrderState;
  expireAt: Date;
  /** PhonePe's checkout page for this order. */
  checkoutUrl: string;
}

/** What PhonePe says about an order, from its status API or a verified callback. */
export interface GatewayOrderStatus {
  merchantOrderId: string | null;
  gatewayOrderId: string | null;
  state: GatewayOrderState | string;
  amountPaise: number;
  paymentMode: string | null;
  transactionId: string | null;
  paidAt: Date | null;
  errorCode: string | null;
}

export interface GatewayCallback extends GatewayOrderStatus {
  /** PhonePe's name of the event, e.g. CHECKOUT_ORDER_COMPLETED / checkout.order.completed. */
  event: string | null;
}

/** PhonePe could not be reached or answered with an error: nothing was decided, try again. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
export class GatewayOrderNotFoundError extends Error {
  override name = 'GatewayOrderNotFoundError';
}
/** A callback whose Authorization is not ours, or whose body is not PhonePe's JSON. */
export class InvalidGatewayCallbackError extends Error {
  override name = 'InvalidGatewayCallbackError';
}

interface PaymentDetailLike { paymentMode?: string; transactionId?: string; timestamp?: number; state?: string; errorCode?: string }

function lastDetail(details: unknown): PaymentDetailLike | null {
  return Array.isArray(details) && details.length ? (details[details.length - 1] as PaymentDetailLike) : null;
}

function toStatus(o: {
  merchantOrderId?: string; orderId?: string; state?: string; amount?: number; errorCode?: string; paymentDetails?: unknown;
}): GatewayOrderStatus {
  const detail = lastDetail(o.paymentDetails);
  const state = String(o.state ?? '').toUpperCase();
  return {
    merchantOrderId: o.merchantOrderId ?? null,
    gatewayOrderId: o.orderId ?? null,
    state,
    amountPaise: Number(o.amount),
    paymentMode: detail?.paymentMode ?? null,
    transactionId: detail?.transactionId ?? null,
    paidAt: state === 'COMPLETED' && Number.isFinite(detail?.timestamp) ? new Date(detail!.timestamp!) : null,
    errorCode: o.errorCode ?? detail?.errorCode ?? null,
  };
}

/** How long a call to PhonePe may take before it counts as "PhonePe did not answer". */
const CALL_TIMEOUT_MS = 10_000;

/** The hosts the SDK's client was built for: it is a singleton per process and keeps them. */
let builtFor: string | null = null;

/**
 * PhonePe Standard Checkout through its official SDK (pg-sdk-node). The SDK has no host option: for the
 * product's simulator its exported SANDBOX host table is pointed at the simulator before the client (a
 * process-wide singleton) is created. SANDBOX and the simulator publish no telemetry; PRODUCTION does (the
 * SDK's default there).
 */
@Injectable()
export class PhonePeGateway {
  private readonly logger = new Logger('PhonePe');
  private readonly settings: PhonePeSettings;
  private client: StandardCheckoutClient | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = phonePeSettings(config);
  }

  get environment(): PhonePeSettings['env'] {
    return this.settings.env;
  }

  private sdk(): StandardCheckoutClient {
    if (this.client) return this.client;
    const { env, clientId, clientSecret, clientVersion, simulatorBaseUrl } = this.settings;
    const target = `${env}|${simulatorBaseUrl ?? ''}|${clientId}`;
    if (builtFor !== null && builtFor !== target) {
      throw new Error(`the PhonePe SDK client of this process was built for ${builtFor.split('|')[0]} ${builtFor.split('|')[1]}: one configuration per process`);
    }
    if (simulatorBaseUrl) {
      BaseUrl.SANDBOX.PG_HOST_URL = simulatorBaseUrl;
      BaseUrl.SANDBOX.OAUTH_HOST_URL = simulatorBaseUrl;
    }
    this.client = StandardCheckoutClient.getInstance(clientId, clientSecret, clientVersion, env === 'PRODUCTION' ? Env.PRODUCTION : Env.SANDBOX);
    builtFor = target;
    return this.client;
  }

  async createOrder(order: CreateGatewayOrder): Promise<GatewayOrder> {
    const request = StandardCheckoutPayRequest.builder()
      .merchantOrderId(order.merchantOrderId)
      .amount(order.amountPaise)
      .redirectUrl(order.redirectUrl)
      .expireAfter(order.expireAfterSeconds)
      .message(order.note)
      .metaInfo(MetaInfo.builder().udf1(order.note).build())
      .build();
    const answer = await this.call('pay', () => this.sdk().pay(request));
    if (!answer?.redirectUrl || !answer.orderId) throw new GatewayUnavailableError('PhonePe answered the order without a checkout page');
    return {
      gatewayOrderId: answer.orderId,
      state: String(answer.state ?? 'PENDING').toUpperCase() as GatewayOrderState,
      expireAt: new Date(Number(answer.expireAt) || Date.now() + order.expireAfterSeconds * 1000),
      checkoutUrl: answer.redirectUrl,
    };
  }

  /** PhonePe's word on an order (never the browser's redirect). */
  async orderStatus(merchantOrderId: string): Promise<GatewayOrderStatus> {
    const answer = await this.call('order status', () => this.sdk().getOrderStatus(merchantOrderId));
    return { ...toStatus(answer), merchantOrderId: answer.merchantOrderId ?? merchantOrderId };
  }

  /**
   * A server-to-server callback, checked with the SDK's validateCallback (Authorization must be
   * sha256("username:password") of the dashboard's callback credentials). Compared in constant time first:
   * the SDK compares with ==.
   */
  validateCallback(authorization: string | undefined, rawBody: string): GatewayCallback {
    const { callbackUsername, callbackPassword } = this.settings;
    const expected = createHash('sha256').update(`${callbackUsername}:${callbackPassword}`).digest('hex');
    const given = Buffer.from(String(authorization ?? ''), 'utf8');
    if (!callbackUsername || given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
      throw new InvalidGatewayCallbackError('callback Authorization does not match the configured callback credentials');
    }
    let parsed: { type?: unknown; event?: unknown; payload?: Record<string, unknown> };
    try {
      parsed = this.sdk().validateCallback(callbackUsername, callbackPassword, String(authorization), rawBody) as unknown as typeof parsed;
    } catch (e) {
      throw new InvalidGatewayCallbackError(e instanceof PhonePeException ? e.message : 'callback body is not JSON');
    }
    const payload = parsed?.payload;
    if (!payload || typeof payload !== 'object') throw new InvalidGatewayCallbackError('callback without a payload');
    const event = typeof parsed.event === 'string' ? parsed.event : typeof parsed.type === 'string' ? parsed.type : null;
    return { ...toStatus(payload as Parameters<typeof toStatus>[0]), event };
  }

  /**
   * SDK errors become ours: 404 is a missing order, anything else means "PhonePe did not decide". The SDK
   * sets no timeout, and its callers hold a database transaction (idle_in_transaction_session_timeout is
   * 15 s): after CALL_TIMEOUT_MS the answer no longer counts.
   */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
    });
    try {
      return await Promise.race([fn(), timeout]);
    } catch (e) {
      if (e instanceof PhonePeException && e.httpStatusCode === 404) throw new GatewayOrderNotFoundError(`PhonePe knows no such order (${what})`);
      const detail = e instanceof PhonePeException ? `${e.httpStatusCode ?? ''} ${e.message}`.trim() : (e as Error).message;
      this.logger.warn(`PhonePe ${what} failed: ${detail}`);
      throw new GatewayUnavailableError(`PhonePe ${what} failed: ${detail}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
