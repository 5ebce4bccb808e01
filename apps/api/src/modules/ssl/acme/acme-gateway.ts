import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Agent } from 'node:https';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { AcmeAccountService, type AcmeAccount } from './acme-account.service.js';
import { AcmeAccountMissing, AcmeError, toAcmeError } from './acme-errors.js';
import { acme, configureAcmeTransport } from './acme-transport.js';
import { ariCertId, type RenewalWindow } from './renewal-info.js';

type AcmeClient = InstanceType<typeof acme.Client>;
type AcmeOrder = Awaited<ReturnType<AcmeClient['createOrder']>>;
type AcmeAuthorization = Awaited<ReturnType<AcmeClient['getAuthorizations']>>[number];

export type AuthorizationStatus = 'pending' | 'valid' | 'invalid' | 'deactivated' | 'expired' | 'revoked';

export interface AuthorizationInfo {
  url: string;
  /** The DNS name it authorizes. */
  name: string;
  status: AuthorizationStatus;
  expires: Date | null;
  challengeUrl: string | null;
  /** The TXT value for _acme-challenge.<name> (base64url SHA-256 of the key authorization). */
  txtValue: string | null;
  /** The CA's reason when the challenge failed. */
  error: string | null;
}

export interface OrderInfo {
  url: string;
  status: 'pending' | 'ready' | 'processing' | 'valid' | 'invalid';
  expires: Date | null;
  authorizations: AuthorizationInfo[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The certificate authority, through acme-client (RFC 8555), as the current company's own account: orders,
 * DNS-01 challenges, finalization, revocation and renewal information (ARI, RFC 9773) when the CA offers it.
 * Waits are bounded: a caller inside a request gets 'pending'/'processing' back and a job finishes the work.
 */
@Injectable()
export class AcmeGateway implements OnModuleInit {
  private agent: Agent | undefined;
  private directory: Record<string, unknown> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AcmeAccountService,
  ) {}

  onModuleInit(): void {
    this.agent = configureAcmeTransport(this.config.acme);
  }

  private clientFor(account: AcmeAccount): AcmeClient {
    // backoffAttempts 1: acme-client's own polling is not used; ours is bounded (waitFor*).
    return new acme.Client({ directoryUrl: account.directoryUrl, accountKey: account.key, accountUrl: account.url, backoffAttempts: 1 });
  }

  /**
   * Runs `fn` with the current company's account (or the one given). When the CA answers that the account
   * does not exist, the company's account is registered again and `fn` retried, once.
   */
  private async call<T>(fn: (client: AcmeClient) => Promise<T>, given?: AcmeAccount): Promise<T> {
    try {
      const account = given ?? (await this.accounts.ensure());
      try {
        return await fn(this.clientFor(account));
      } catch (e) {
        if (!(e instanceof AcmeAccountMissing) || account.id === null) throw e;
        return await fn(this.clientFor(await this.accounts.registerAgain(account, e.message)));
      }
    } catch (e) {
      throw toAcmeError(e);
    }
  }

  /** The current company's account row (recorded with each issuance: revocation is signed by it). */
  async accountId(): Promise<string> {
    try {
      return (await this.accounts.ensure()).id!;
    } catch (e) {
      throw toAcmeError(e);
    }
  }

  async createOrder(names: string[]): Promise<OrderInfo> {
    return this.call(async (client) => {
      const order = await client.createOrder({ identifiers: names.map((value) => ({ type: 'dns', value })) });
      return this.describe(client, order);
    });
  }

  async getOrder(url: string): Promise<OrderInfo> {
    return this.call(async (client) => this.describe(client, await client.getOrder({ url } as AcmeOrder)));
  }

  private async describe(client: AcmeClient, order: AcmeOrder): Promise<OrderInfo> {
    const authorizations = await client.getAuthorizations(order);
    return {
      url: order.url,
      status: order.status,
      expires: order.expires ? new Date(order.expires) : null,
      authorizations: await Promise.all(authorizations.map((a) => this.authorizationInfo(client, a))),
    };
  }

  private async authorizationInfo(client: AcmeClient, authz: AcmeAuthorization): Promise<AuthorizationInfo> {
    const challenge = authz.challenges.find((c) => c.type === 'dns-01');
    const failed = authz.challenges.find((c) => c.error);
    const problem = failed?.error as { detail?: string; type?: string } | undefined;
    return {
      url: authz.url,
      name: authz.identifier.value.toLowerCase(),
      status: authz.status as AuthorizationStatus,
      expires: authz.expires ? new Date(authz.expires) : null,
      challengeUrl: challenge?.url ?? null,
      txtValue: challenge ? await client.getChallengeKeyAuthorization(challenge) : null,
      error: problem ? (problem.detail ?? problem.type ?? 'validation failed') : null,
    };
  }

  async getAuthorization(url: string): Promise<AuthorizationInfo> {
    return this.call(async (client) => {
      const res = await (client as unknown as { api: { getAuthorization(u: string): Promise<{ data: AcmeAuthorization }> } }).api.getAuthorization(url);
      return this.authorizationInfo(client, { ...res.data, url });
    });
  }

  /** Tells the CA the TXT record is in place: it starts validating. */
  async respondToChallenge(challengeUrl: string): Promise<void> {
    await this.call((client) => client.completeChallenge({ url: challengeUrl, type: 'dns-01', token: '', status: 'pending' } as never));
  }

  /** Polls an authorization until it is no longer pending or `maxMs` passed (then it is still pending). */
  async waitForAuthorization(url: string, maxMs: number): Promise<AuthorizationInfo> {
    const deadline = Date.now() + maxMs;
    let delay = 250;
    for (;;) {
      const info = await this.getAuthorization(url);
      if (info.status !== 'pending' || Date.now() + delay > deadline) return info;
      await sleep(delay);
      delay = Math.min(delay * 2, 2000);
    }
  }

  /**
   * Sends the CSR and, within `maxMs`, fetches the certificate (PEM chain). Answers undefined while the CA
   * is still processing; the order URL lets a job come back for it.
   */
  async finalize(orderUrl: string, csrPem: string, maxMs: number): Promise<string | undefined> {
    return this.call(async (client) => {
      let order = await client.getOrder({ url: orderUrl } as AcmeOrder);
      if (order.status === 'ready') order = await client.finalizeOrder(order, csrPem);
      return this.fetchWhenValid(client, order, maxMs);
    });
  }

  /** For an order already finalized: the certificate once the CA has issued it, else undefined. */
  async collect(orderUrl: string, maxMs: number): Promise<string | undefined> {
    return this.call(async (client) => this.fetchWhenValid(client, await client.getOrder({ url: orderUrl } as AcmeOrder), maxMs));
  }

  private async fetchWhenValid(client: AcmeClient, order: AcmeOrder, maxMs: number): Promise<string | undefined> {
    const deadline = Date.now() + maxMs;
    let delay = 250;
    while (order.status === 'processing') {
      if (Date.now() + delay > deadline) return undefined;
      await sleep(delay);
      delay = Math.min(delay * 2, 2000);
      order = await client.getOrder(order);
    }
    if (order.status !== 'valid') {
      const detail = (order as { error?: { detail?: string } }).error?.detail;
      throw new AcmeError('refused', detail ?? `the order is ${order.status}`);
    }
    return client.getCertificate(order);
  }

  /**
   * Revokes at the CA, signed by the account that issued it (`accountId`; null: the platform's former
   * shared account). A certificate the CA already revoked counts as revoked.
   */
  async revoke(certificatePem: string, accountId: string | null): Promise<void> {
    const issuer = accountId === null ? await this.accounts.shared() : undefined;
    try {
      await this.call((client) => client.revokeCertificate(certificatePem, { reason: 0 }), issuer);
    } catch (e) {
      if (e instanceof AcmeError && /already revoked/i.test(e.detail)) return;
      throw e;
    }
  }

  /** Abandons a pending authorization (a deleted domain): best effort, the order then goes invalid. */
  async deactivate(authorizationUrl: string): Promise<void> {
    await this.call((client) => client.deactivateAuthorization({ url: authorizationUrl } as AcmeAuthorization));
  }

  /**
   * ARI: the CA's suggested renewal window for a certificate, when its directory has renewalInfo.
   * undefined when the CA does not offer it or does not answer.
   */
  async renewalWindow(certificatePem: string): Promise<RenewalWindow | undefined> {
    try {
      const directory = await this.getDirectory();
      const base = typeof directory.renewalInfo === 'string' ? directory.renewalInfo : undefined;
      if (!base) return undefined;
      const res = await acme.axios.get(`${base.replace(/\/$/, '')}/${ariCertId(certificatePem)}`, { httpsAgent: this.agent, validateStatus: () => true });
      const window = (res.data as { suggestedWindow?: { start?: string; end?: string } })?.suggestedWindow;
      if (res.status !== 200 || !window?.start || !window.end) return undefined;
      const start = new Date(window.start);
      const end = new Date(window.end);
      return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start ? undefined : { start, end };
    } catch {
      return undefined;
    }
  }

  private async getDirectory(): Promise<Record<string, unknown>> {
    if (!this.directory) {
      const res = await acme.axios.get(this.config.acme.directoryUrl, { httpsAgent: this.agent });
      this.directory = res.data as Record<string, unknown>;
    }
    return this.directory;
  }
}
