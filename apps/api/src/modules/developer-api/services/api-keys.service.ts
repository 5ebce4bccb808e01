import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { UserAccountsService } from '../../auth/index.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { SubscriptionsService } from '../../subscriptions/index.js';
import { API_KEY_MESSAGES as M } from '../dtos/api-key.dtos.js';
import { GatewayClock } from '../gateway/gateway-clock.js';
import { GatewayCors } from '../gateway/gateway-cors.js';
import { GatewayKeyCache } from '../gateway/gateway-key-cache.js';
import { ApiKeysRepository, type ApiKeyRow } from '../repositories/api-keys.repository.js';
import { decryptApiKey, encryptApiKey, hashApiKey, keyRingFrom, maskApiKey, newApiKey, type KeyRing } from './api-key-cipher.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { parseOrigins } from './api-key-origins.js';

export const MAX_ACTIVE_API_KEYS = 10;
const KEY_LENGTH = newApiKey().length;
/** How long a rotated key keeps working beside its replacement, so integrations can be switched over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A company's API keys: shown in full once, masked in lists, revealed on request (and written to history). */
@Injectable()
export class ApiKeysService {
  private readonly ring: KeyRing = keyRingFrom();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly gatewayCache: GatewayKeyCache,
    private readonly accounts: UserAccountsService,
    private readonly clock: GatewayClock,
    private readonly cors: GatewayCors,
  ) {}

  async create(principal: SessionPrincipal, name: string | undefined) {
    const companyId = currentCompanyId();
    await this.keys.lockCompanyKeys(companyId);
    if ((await this.keys.activeCount(companyId)) >= MAX_ACTIVE_API_KEYS) throw new ConflictException(M.limit);
    const { row, plain } = await this.insertKey(companyId, principal, name ?? null, []);
    await this.subscriptions.addKeyHistory(row.id, M.historyCreated, user(principal));
    return { ...view(row), key: plain };
  }

  /**
   * A new key in place of `id` (same name and origins; keys are per company, so it serves the same services).
   * The old one keeps working for 24 hours, then the gateway refuses it (401, not billed). The new key is in
   * the answer, once; both keys' histories record the rotation.
   */
  async rotate(principal: SessionPrincipal, id: number) {
    const companyId = currentCompanyId();
    await this.keys.lockCompanyKeys(companyId);
    const old = await this.keys.find(companyId, id);
    if (!old) throw new NotFoundException(M.notFound);
    if (old.expiresAt) throw new ConflictException(M.alreadyRotated);
    if (!old.active) throw new ConflictException(M.rotateInactive);
    const { row, plain } = await this.insertKey(companyId, principal, old.name, old.allowedOrigins);
    const until = new Date(this.clock.now() + ROTATION_OVERLAP_MS);
    await this.keys.markRotated(companyId, id, until, row.id);
    await this.subscriptions.addKeyHistory(id, M.historyRotatedOld(row.last4, istDateTime(until)), user(principal));
    await this.subscriptions.addKeyHistory(row.id, M.historyRotatedNew(old.last4), user(principal));
    this.gatewayCache.forget(old.hash);
    return { ...view(row), key: plain };
  }

  /** The browser origins allowed to use key `id` (CORS on /api/v1); the list replaces the previous one. */
  async setOrigins(principal: SessionPrincipal, id: number, input: unknown) {
    const companyId = currentCompanyId();
    const parsed = parseOrigins(input);
    if ('error' in parsed) throw new BadRequestException(parsed.error);
    const current = await this.keys.find(companyId, id);
    if (!current) throw new NotFoundException(M.notFound);
    const row = (await this.keys.setOrigins(companyId, id, parsed.origins))!;
    await this.subscriptions.addKeyHistory(id, M.historyOrigins(parsed.origins), user(principal));
    this.gatewayCache.forget(current.hash);
    this.cors.forgetDecisions();
    return view(row);
  }

  private async insertKey(companyId: number, principal: SessionPrincipal, name: string | null, allowedOrigins: string[]) {
    const plain = newApiKey();
    const hash = hashApiKey(plain);
    const sealed = encryptApiKey(this.ring, plain, hash);
    const row = await this.keys.insert(
      companyId,
      { name, hash, ciphertext: sealed.ciphertext, version: sealed.version, last4: plain.slice(-4), allowedOrigins },
      principal.userId,
    );
    return { row, plain };
  }

  async list() {
    const companyId = currentCompanyId();
    return (await this.keys.list(companyId)).map(view);
  }

  /** The full key, only after the user's password is checked again (issue 30); each reveal is in the key's history. */
  async reveal(principal: SessionPrincipal, id: number, password: string | undefined) {
    const companyId = currentCompanyId();
    if (!password) throw new ForbiddenException(M.passwordRequired);
    const row = await this.keys.find(companyId, id);
    if (!row) throw new NotFoundException(M.notFound);
    if (!(await this.accounts.passwordMatches(principal.userId, password))) throw new ForbiddenException(M.passwordWrong);
    const plain = decryptApiKey(this.ring, row.ciphertext, row.version, row.hash);
    await this.subscriptions.addKeyHistory(id, M.historyRevealed, user(principal));
    return { ...view(row), key: plain };
  }

  async setActive(principal: SessionPrincipal, id: number, active: boolean): Promise<{ message: string; key: ReturnType<typeof view> }> {
    const companyId = currentCompanyId();
    await this.keys.lockCompanyKeys(companyId);
    const current = await this.keys.find(companyId, id);
    if (!current) throw new NotFoundException(M.notFound);
    if (active && current.expiresAt && current.expiresAt.getTime() <= this.clock.now()) throw new ConflictException(M.expiredActivate);
    if (active && !current.active && (await this.keys.activeCount(companyId)) >= MAX_ACTIVE_API_KEYS) {
      throw new ConflictException(M.limit);
    }
    const row = (await this.keys.setActive(companyId, id, active))!;
    await this.subscriptions.addKeyHistory(id, active ? M.historyActivated : M.historyDeactivated, user(principal));
    this.gatewayCache.forget(current.hash);
    this.cors.forgetDecisions();
    return { message: active ? M.activated : M.deactivated, key: view(row) };
  }

  async history(apiKeyId: number) {
    const companyId = currentCompanyId();
    if (!(await this.keys.find(companyId, apiKeyId))) throw new NotFoundException(M.notFound);
    return this.subscriptions.keyHistory(apiKeyId);
  }

  count() {
    const companyId = currentCompanyId();
    return this.keys.count(companyId);
  }
}

function view(row: ApiKeyRow) {
  return {
    id: row.id, name: row.name, key: maskApiKey(row.last4, KEY_LENGTH), active: row.active, createdOn: row.createdOn, modifiedOn: row.modifiedOn,
    allowedOrigins: row.allowedOrigins, expiresAt: row.expiresAt, replacedBy: row.replacedBy,
  };
}

const IST = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
/** "28 Nov 2026, 14:05 IST", as the history line shows when a rotated key stops working. */
function istDateTime(at: Date): string {
  return `${IST.format(at)} IST`;
}

function user(p: SessionPrincipal) {
  return { id: p.userId, name: p.name };
}
