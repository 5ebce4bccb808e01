import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { UserAccountsService } from '../../auth/index.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { SubscriptionsService } from '../../subscriptions/index.js';
import { API_KEY_MESSAGES as M } from '../dtos/api-key.dtos.js';
import { GatewayKeyCache } from '../gateway/gateway-key-cache.js';
import { ApiKeysRepository, type ApiKeyRow } from '../repositories/api-keys.repository.js';
import { decryptApiKey, encryptApiKey, hashApiKey, keyRingFrom, maskApiKey, newApiKey, type KeyRing } from './api-key-cipher.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

export const MAX_ACTIVE_API_KEYS = 10;
const KEY_LENGTH = newApiKey().length;

/** A company's API keys: shown in full once, masked in lists, revealed on request (and written to history). */
@Injectable()
export class ApiKeysService {
  private readonly ring: KeyRing = keyRingFrom();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly gatewayCache: GatewayKeyCache,
    private readonly accounts: UserAccountsService,
  ) {}

  async create(principal: SessionPrincipal, name: string | undefined) {
    const companyId = currentCompanyId();
    await this.keys.lockCompanyKeys(companyId);
    if ((await this.keys.activeCount(companyId)) >= MAX_ACTIVE_API_KEYS) throw new ConflictException(M.limit);
    const plain = newApiKey();
    const hash = hashApiKey(plain);
    const sealed = encryptApiKey(this.ring, plain, hash);
    const row = await this.keys.insert(
      companyId,
      { name: name ?? null, hash, ciphertext: sealed.ciphertext, version: sealed.version, last4: plain.slice(-4) },
      principal.userId,
    );
    await this.subscriptions.addKeyHistory(row.id, M.historyCreated, user(principal));
    return { ...view(row), key: plain };
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
    if (active && !current.active && (await this.keys.activeCount(companyId)) >= MAX_ACTIVE_API_KEYS) {
      throw new ConflictException(M.limit);
    }
    const row = (await this.keys.setActive(companyId, id, active))!;
    await this.subscriptions.addKeyHistory(id, active ? M.historyActivated : M.historyDeactivated, user(principal));
    this.gatewayCache.forget(current.hash);
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
  return { id: row.id, name: row.name, key: maskApiKey(row.last4, KEY_LENGTH), active: row.active, createdOn: row.createdOn, modifiedOn: row.modifiedOn };
}

function user(p: SessionPrincipal) {
  return { id: p.userId, name: p.name };
}
