import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { AcmeAccountsRepository } from '../repositories/acme-accounts.repository.js';
import { SslSecrets } from '../services/ssl-secrets.js';
import { toAcmeError } from './acme-errors.js';
import { acme } from './acme-transport.js';

export interface AcmeAccount {
  directoryUrl: string;
  key: string;
  url: string;
}

/**
 * One ACME account for the whole platform, per CA directory. At first use the key (ECDSA P-256) is made,
 * sealed and stored, then the account is registered with the CA, accepting its terms of service. An
 * advisory lock makes concurrent first uses (two requests, a worker) create one account; registering an
 * existing key again is harmless (the CA answers the same account), so a crash between the two steps heals.
 */
@Injectable()
export class AcmeAccountService {
  private readonly logger = new Logger('AcmeAccount');
  private cached: AcmeAccount | undefined;
  private pending: Promise<AcmeAccount> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TenantRunner,
    private readonly accounts: AcmeAccountsRepository,
    private readonly secrets: SslSecrets,
  ) {}

  get ready(): boolean {
    return this.cached !== undefined;
  }

  /** The account, created and registered on first use. */
  async ensure(): Promise<AcmeAccount> {
    if (this.cached) return this.cached;
    // Inside a transaction (a job) the work joins it; outside (the guard before a request) it has its own.
    const inside = tenantStorage.current() !== undefined;
    if (inside) return this.remember(await this.runner.withPlatformContext(() => this.loadOrCreate()));
    this.pending ??= this.runner.runAsPlatform(() => this.loadOrCreate()).finally(() => (this.pending = undefined));
    return this.remember(await this.pending);
  }

  private remember(account: AcmeAccount): AcmeAccount {
    this.cached = account;
    return account;
  }

  private async loadOrCreate(): Promise<AcmeAccount> {
    const directoryUrl = this.config.acme.directoryUrl;
    await this.accounts.lockForCreation();
    let row = await this.accounts.find(directoryUrl);
    if (!row) {
      const key = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
      row = await this.accounts.insert(directoryUrl, this.secrets.seal(key, `acme-account:${directoryUrl}`), this.config.acme.contactEmail);
    }
    const key = this.secrets.open({ ciphertext: row.key_ciphertext, version: row.key_version }, `acme-account:${directoryUrl}`);
    if (row.account_url) return { directoryUrl, key, url: row.account_url };
    try {
      const client = new acme.Client({ directoryUrl, accountKey: key, backoffAttempts: 1 });
      const termsUrl = await client.getTermsOfServiceUrl();
      await client.createAccount({
        termsOfServiceAgreed: true,
        ...(this.config.acme.contactEmail ? { contact: [`mailto:${this.config.acme.contactEmail}`] } : {}),
      });
      const url = client.getAccountUrl();
      await this.accounts.markRegistered(row.id, url, termsUrl ?? null);
      this.logger.log(`ACME account registered at ${directoryUrl}${termsUrl ? ` (terms accepted: ${termsUrl})` : ''}`);
      return { directoryUrl, key, url };
    } catch (e) {
      throw toAcmeError(e);
    }
  }
}
