import { timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { WebhookReceipt, WhatsappMessageView } from '../dtos/whatsapp-message.view.js';
import { WhatsappMessagesRepository, type WhatsappMessageRow } from '../repositories/whatsapp-messages.repository.js';
import { isValidHubSignature } from './webhook-signature.js';
import { extractMessages } from './whatsapp-payload.js';

export const WHATSAPP_MESSAGES = {
  notConfigured: 'The WhatsApp webhook is not configured on this server',
  badSignature: 'Invalid webhook signature',
  notJson: 'The webhook body must be a JSON object',
} as const;

/** Rows per INSERT statement: keeps a large delivery under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

function toView(row: WhatsappMessageRow): WhatsappMessageView {
  return {
    id: Number(row.id),
    messageId: row.message_id,
    waId: row.wa_id,
    name: row.name,
    messageType: row.message_type,
    messageText: row.message_text,
    timestamp: row.timestamp.toISOString(),
    receivedOn: row.received_at.toISOString(),
  };
}

function countStatuses(payload: unknown): number {
  let n = 0;
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const statuses = change?.value?.statuses;
      if (Array.isArray(statuses)) n += statuses.length;
    }
  }
  return n;
}

/** The provider's WhatsApp inbox: what Meta's webhook delivers, and the administrator's view of it. */
@Injectable()
export class WhatsappInboxService {
  private readonly logger = new Logger('WhatsappInbox');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TenantRunner,
    private readonly messages: WhatsappMessagesRepository,
  ) {}

  /** Meta's subscription handshake: the challenge comes back only for our verify token. */
  verifySubscription(mode: unknown, token: unknown, challenge: unknown): string | null {
    const expected = this.config.whatsappVerifyToken;
    if (!expected || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
    if (!constantTimeEquals(token, expected)) return null;
    return challenge;
  }

  /**
   * Checks the signature over the raw bytes first (nothing is parsed into storage for a forged body),
   * then stores every message of the delivery in one transaction, skipping ids already stored.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const secret = this.config.whatsappAppSecret;
    if (!secret) {
      this.logger.warn('WhatsApp webhook called but WHATSAPP_APP_SECRET is not set');
      throw new ServiceUnavailableException(WHATSAPP_MESSAGES.notConfigured);
    }
    if (!isValidHubSignature(rawBody, signature, secret)) throw new UnauthorizedException(WHATSAPP_MESSAGES.badSignature);
    const payload = parseJsonObject(rawBody!);

    const incoming = extractMessages(payload);
    const statusesIgnored = countStatuses(payload);
    if (incoming.length === 0) return { stored: 0, duplicates: 0, statusesIgnored };
    const stored = await this.runner.runAsPlatform(async () => {
      let count = 0;
      for (let i = 0; i < incoming.length; i += INSERT_BATCH) {
        count += (await this.messages.insertNew(incoming.slice(i, i + INSERT_BATCH))).length;
      }
      return count;
    });
    return { stored, duplicates: incoming.length - stored, statusesIgnored };
  }

  /** Runs inside the caller's platform context (the route is @PlatformScope). */
  async list(query: ListQuery): Promise<Paged<WhatsappMessageView>> {
    const [rows, total] = await this.messages.list(query);
    return paged(rows.map(toView), total, query);
  }

  /** How many messages the inbox holds (platform context). */
  count(): Promise<number> {
    return this.messages.count();
  }

  /** The newest messages, for the provider overview (platform context). */
  async newest(limit: number): Promise<WhatsappMessageView[]> {
    return (await this.messages.newest(limit)).map(toView);
  }
}

function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function parseJsonObject(body: Buffer): unknown {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw new BadRequestException(WHATSAPP_MESSAGES.notJson);
}
