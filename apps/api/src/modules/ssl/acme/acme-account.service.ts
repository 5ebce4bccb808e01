import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { AcmeAccountsRepository, type AcmeAccountRow } from '../repositories/acme-accounts.repository.js';
import { SslSecrets } from '../services/ssl-secrets.js';
import { toAcmeError } from './acme-errors.js';
import { acme } from './acme-transport.js';

export interface AcmeAccount {
  /** The company's account row; null for the platform's former shared account. */
  id: string | null;
  directoryUrl: string;
  key: string;
  url: string;
}

/**
 * One ACME account per company and CA directory: what a company validated counts for it alone (a CA reuses
 * an account's valid authorizations for its later orders). At first use the key (ECDSA P-256) is made,
 * sealed and stored, then the account is registered, accepting the CA's terms. An advisory lock per company
 * makes concurrent first uses (two requests, a worker) create one account; registering an existing key again
 * is harmless (the CA answers the same account), so a crash between the two steps heals, and so does a CA
 * that forgot the account (registerAgain).
 */
@Injectable()
export class AcmeAccountService {
  private readonly logger = new Logger('AcmeAccount');
  private readonly cached = new Map<number, AcmeAccount>();
  private readonly pending = new Map<number, Promise<AcmeAccount>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TenantRunner,
    private readonly accounts: AcmeAccountsRepository,
    private readonly secrets: SslSecrets,
  ) {}

  /** Whether this process already holds the company's registered account. */
  ready(companyId: number): boolean {
    return this.cached.has(companyId);
  }

  /**
   * The company's account (the current tenant's unless given), created and registered on first use. Inside
   * the company's transaction (a request, a job) the work joins it; outside (the guard before a request) it
   * has its own, and concurrent callers share one.
   */
  async ensure(companyId: number = currentCompanyId()): Promise<AcmeAccount> {
    const hit = this.cached.get(companyId);
    if (hit) return hit;
    if (tenantStorage.current()) return this.remember(companyId, await this.runner.runAsCompany(companyId, () => this.loadOrCreate()));
    let work = this.pending.get(companyId);
    if (!work) {
      work = this.runner.runAsCompany(companyId, () => this.loadOrCreate()).finally(() => this.pending.delete(companyId));
      this.pending.set(companyId, work);
    }
    return this.remember(companyId, await work);
  }

  /**
   * The CA answered that `stale` does not exist (restarted, forgot or dropped it): the same key is registered
   * again, once, and the new account URL stored. When another request already did it, its result is used.
   */
  async registerAgain(stale: AcmeAccount, why: string): Promise<AcmeAccount> {
    const companyId = currentCompanyId();
    this.cached.delete(companyId);
    const account = await this.runner.runAsCompany(companyId, async () => {
      await this.accounts.lockForCompany();
      const row = await this.accounts.find(this.config.acme.directoryUrl);
      if (!row) return this.loadOrCreate();
      if (row.account_url && row.account_url !== stale.url) return this.open(row, row.account_url);
      const registered = await this.register(row);
      this.logger.warn(`company ${companyId}: the certificate authority no longer knows ACME account ${stale.url} (${why}); registered again as ${registered.url}`);
      return registered;
    });
    return this.remember(companyId, account);
  }

  /** The platform's former shared account, when there was one at this CA: only to revoke what it issued. */
  async shared(): Promise<AcmeAccount | undefined> {
    const directoryUrl = this.config.acme.directoryUrl;
    const row = await this.runner.withPlatformContext(() => this.accounts.findShared(directoryUrl));
    if (!row?.account_url) return undefined;
    const key = this.secrets.open({ ciphertext: row.key_ciphertext, version: row.key_version }, `acme-account:${directoryUrl}`);
    return { id: null, directoryUrl, key, url: row.account_url };
  }

  private remember(companyId: number, account: AcmeAccount): AcmeAccount {
    this.cached.set(companyId, account);
    return account;
  }

  private binding(directoryUrl: string): string {
    return `acme-account:${currentCompanyId()}:${directoryUrl}`;
  }

  private open(row: AcmeAccountRow, url: string): AcmeAccount {
    const key = this.secrets.open({ ciphertext: row.key_ciphertext, version: row.key_version }, this.binding(row.directory_url));
    return { id: row.id, directoryUrl: row.directory_url, key, url };
  }

  private async loadOrCreate(): Promise<AcmeAccount> {
    const directoryUrl = this.config.acme.directoryUrl;
    await this.accounts.lockForCompany();
    let row = await this.accounts.find(directoryUrl);
    if (!row) {
      const key = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
      row = await this.accounts.insert(directoryUrl, this.secrets.seal(key, this.binding(directoryUrl)), this.config.acme.contactEmail);
    }
    if (row.account_url) return this.open(row, row.account_url);
    const account = await this.register(row);
    this.logger.log(`company ${currentCompanyId()}: ACME account registered at ${directoryUrl}`);
    return account;
  }

  /** Registers the row's key with the CA (a new account, or the existing one for a known key). */
  private async register(row: AcmeAccountRow): Promise<AcmeAccount> {
    const { key } = this.open(row, '');
    try {
      const client = new acme.Client({ directoryUrl: row.directory_url, accountKey: key, backoffAttempts: 1 });
      const termsUrl = await client.getTermsOfServiceUrl();
      await client.createAccount({
        termsOfServiceAgreed: true,
        ...(this.config.acme.contactEmail ? { contact: [`mailto:${this.config.acme.contactEmail}`] } : {}),
      });
      const url = client.getAccountUrl();
      await this.accounts.markRegistered(row.id, url, termsUrl ?? null);
      return { id: row.id, directoryUrl: row.directory_url, key, url };
    } catch (e) {
      throw toAcmeError(e);
    }
  }
}
