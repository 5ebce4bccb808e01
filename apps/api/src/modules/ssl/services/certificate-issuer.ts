import { HttpException } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { X509Certificate } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { AcmeError, toAcmeError } from '../acme/acme-errors.js';
import { AcmeGateway, type OrderInfo } from '../acme/acme-gateway.js';
import { acme } from '../acme/acme-transport.js';
import { ariCertId } from '../acme/renewal-info.js';
import { DnsLookupFailed } from '../dns/challenge-dns-lookup.js';
import { CertificatesRepository, type CertificateRow } from '../repositories/certificates.repository.js';
import { DomainsRepository, type DomainRow } from '../repositories/domains.repository.js';
import { DomainVerificationService } from './domain-verification.service.js';
import { renewalTime, retryTime } from './renewal-policy.js';
import { SslNotifications } from './ssl-notifications.js';
import { SslSecrets } from './ssl-secrets.js';

/** How long one attempt waits for the CA to finish issuing before leaving it to the next attempt. */
const FINALIZE_WAIT_MS = 6000;
/** When the CA is still processing, the next look comes this soon. */
const PROCESSING_RETRY_MS = 30_000;
/**
 * New TXT values for delegated names are served by the platform's DNS responder from committed rows: the
 * attempt that stores them ends, and the next one (this soon after) asks the CA to validate.
 */
export const PUBLISHING_RETRY_MS = 1500;

export type IssueOutcome =
  | { kind: 'issued'; expireOn: Date }
  /** Another attempt is due at `dueAt` (the CA is processing, or new TXT values must be committed first). */
  | { kind: 'later'; dueAt: Date; reason: 'processing' | 'publishing' }
  | { kind: 'waiting-dns'; names: string[] }
  | { kind: 'failed'; error: Error; permanent: boolean }
  | { kind: 'skipped' };

export interface StoredPem {
  certificate: string;
  chain: string;
  fullChain: string;
}

const LIVE_ORDER = new Set(['pending', 'ready']);

/**
 * Brings a certificate to ISSUED, for a first issuance (PENDING) and for every renewal (ISSUED) alike:
 * an order for its names (the domain's open one when it fits), validation of what the CA asks for (by the
 * platform itself for delegated names; otherwise the customer is asked to update the TXT record and the
 * attempt waits for Verify), finalization with the stored CSR, and the new issuance stored sealed.
 * The caller decides what a failure means (a refused first request fails; a renewal backs off).
 */
@Injectable()
export class CertificateIssuer {
  private readonly logger = new Logger('CertificateIssuer');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly certificates: CertificatesRepository,
    private readonly domains: DomainsRepository,
    private readonly verification: DomainVerificationService,
    private readonly acme: AcmeGateway,
    private readonly secrets: SslSecrets,
    private readonly notifications: SslNotifications,
  ) {}

  async attempt(certificateId: number): Promise<IssueOutcome> {
    const cert = await this.certificates.find({ id: certificateId }, { lock: true });
    if (!cert || (cert.status !== 'PENDING' && cert.status !== 'ISSUED')) return { kind: 'skipped' };
    const domain = await this.domains.find(Number(cert.domain_id), { lock: true });
    if (!domain) {
      await this.certificates.stopRenewalsOf(Number(cert.domain_id));
      return { kind: 'skipped' };
    }
    try {
      if (cert.order_url) {
        const pem = await this.acme.collect(cert.order_url, FINALIZE_WAIT_MS);
        if (!pem) return this.later(cert, 'processing');
        return await this.store(cert, pem);
      }
      const servedBefore = new Map((await this.verification.namesOf(domain)).map((r) => [r.name, r.txt_value]));
      let order = await this.orderFor(domain, cert);
      const rows = await this.verification.applyOrder(domain, order);
      if (order.status === 'pending') {
        const pending = rows.filter((r) => r.status === 'PENDING' || r.status === 'PROCESSING' || r.status === 'FAILED');
        const zone = this.config.acme.challengeZone;
        const manual = [];
        const delegated = [];
        for (const row of pending) {
          if (zone && (await this.verification.refreshDelegation(row, zone)) === 'DELEGATED') delegated.push(row);
          else manual.push(row);
        }
        if (manual.length) {
          const names = manual.map((r) => r.name);
          await this.certificates.waitForDns(Number(cert.id), `Update the TXT record for ${names.join(' and ')}, then verify ${domain.domain}`);
          await this.notifications.dnsUpdateNeeded(domain.domain, manual);
          return { kind: 'waiting-dns', names };
        }
        // Delegated: the platform's responder serves the TXT values once they are committed; then validate.
        if (delegated.some((r) => servedBefore.get(r.name) !== r.txt_value)) return this.later(cert, 'publishing');
        const outcomes = await this.verification.validate(domain, delegated);
        const failed = outcomes.find((o) => o.status === 'FAILED');
        if (failed) throw new AcmeError('refused', `validation of ${failed.name} failed: ${failed.error}`);
        if (outcomes.some((o) => o.status === 'PROCESSING')) return this.later(cert, 'processing');
        await this.verification.refreshVerified(domain);
        order = await this.acme.getOrder(order.url);
      }
      if (order.status !== 'ready') throw new AcmeError('refused', `the certificate authority's order is ${order.status}`);
      const pem = await this.acme.finalize(order.url, cert.csr, FINALIZE_WAIT_MS);
      // The order is spent on this certificate: the domain's next certificate needs a new one.
      await this.domains.setOrder(Number(domain.id), null);
      if (!pem) {
        await this.certificates.setOrder(Number(cert.id), order.url);
        return this.later(cert, 'processing');
      }
      return await this.store(cert, pem);
    } catch (e) {
      const error = e instanceof HttpException || e instanceof DnsLookupFailed ? e : toAcmeError(e);
      const permanent = error instanceof AcmeError && error.kind === 'refused';
      this.logger.warn(`certificate ${cert.id} (${cert.domain}) attempt failed: ${error.message}`);
      return { kind: 'failed', error, permanent };
    }
  }

  /** What a failed attempt leaves: a refused first request fails; anything else tries again later. */
  async recordFailure(cert: Pick<CertificateRow, 'id' | 'status' | 'renewal_attempts'>, outcome: Extract<IssueOutcome, { kind: 'failed' }>): Promise<void> {
    if (cert.status === 'PENDING' && outcome.permanent) {
      await this.certificates.markFailed(Number(cert.id), outcome.error.message);
      return;
    }
    const attempts = cert.renewal_attempts + 1;
    await this.certificates.scheduleRetry(Number(cert.id), outcome.error.message, attempts, retryTime(attempts));
  }

  private async later(cert: CertificateRow, reason: 'processing' | 'publishing'): Promise<IssueOutcome> {
    const dueAt = new Date(Date.now() + (reason === 'processing' ? PROCESSING_RETRY_MS : PUBLISHING_RETRY_MS));
    const note = reason === 'processing' ? 'The certificate authority is still processing the request' : 'Validating through the delegated DNS record';
    await this.certificates.scheduleRetry(Number(cert.id), note, cert.renewal_attempts, dueAt);
    return { kind: 'later', dueAt, reason };
  }

  /** The domain's open order when it is for exactly these names, else a new one. */
  private async orderFor(domain: DomainRow, cert: CertificateRow): Promise<OrderInfo> {
    const open = await this.verification.openOrder(domain);
    const same = open && open.authorizations.length === cert.names.length && cert.names.every((n) => open.authorizations.some((a) => a.name === n));
    if (open && same && LIVE_ORDER.has(open.status)) return open;
    return this.verification.newOrder(cert.names);
  }

  private async store(cert: CertificateRow, pem: string): Promise<IssueOutcome> {
    const parts = acme.crypto.splitPemChain(pem);
    const leaf = new X509Certificate(parts[0]);
    const serial = leaf.serialNumber.toLowerCase();
    const issuedOn = new Date(leaf.validFrom);
    const expireOn = new Date(leaf.validTo);
    const stored: StoredPem = { certificate: parts[0].trim() + '\n', chain: parts.slice(1).map((p) => p.trim() + '\n').join(''), fullChain: parts.map((p) => p.trim() + '\n').join('') };
    const sealed = this.secrets.seal(JSON.stringify(stored), sealedCertificateBinding(cert.root_id, serial));
    let ari: string | null = null;
    try {
      ari = ariCertId(parts[0]);
    } catch {
      ari = null;
    }
    const accountId = await this.acme.accountId();
    const issuanceId = await this.certificates.insertIssuance(Number(cert.id), { serial, issuedOn, expireOn, sealed, ariCertId: ari, accountId });
    const window = await this.acme.renewalWindow(stored.fullChain);
    await this.certificates.markIssued(Number(cert.id), issuanceId, issuedOn, expireOn, renewalTime(issuedOn, expireOn, Math.random, window));
    return { kind: 'issued', expireOn };
  }

  /** The PEM files of the certificate's current issuance. */
  async currentPem(cert: CertificateRow): Promise<StoredPem & { serial: string; accountId: string | null }> {
    const issuance = cert.current_issuance_id ? await this.certificates.issuance(Number(cert.current_issuance_id)) : undefined;
    if (!issuance) throw new Error(`certificate ${cert.id} has no issuance`);
    const plain = this.secrets.open({ ciphertext: issuance.pem_ciphertext, version: issuance.key_version }, sealedCertificateBinding(cert.root_id, issuance.serial));
    return { ...(JSON.parse(plain) as StoredPem), serial: issuance.serial, accountId: issuance.acme_account_id };
  }
}

export function sealedCertificateBinding(rootId: string, serial: string): string {
  return `ssl-certificate:${rootId}:${serial}`;
}
