import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { domainNames, isValidDomain, normalizeDomain, SSL_MESSAGES, twinOf } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { answeringCaErrors } from '../acme/acme-errors.js';
import { AcmeGateway } from '../acme/acme-gateway.js';
import type { DomainView, SaveDomainDto, SslDashboardView, VerificationDetailsView } from '../dtos/ssl.dtos.js';
import { MAX_POLL_ROUNDS, SslJobs } from '../jobs/ssl-jobs.js';
import { CertificatesRepository } from '../repositories/certificates.repository.js';
import { DomainNamesRepository } from '../repositories/domain-names.repository.js';
import { DomainsRepository } from '../repositories/domains.repository.js';
import { CertificatesService } from './certificates.service.js';
import { newDelegationLabel } from './delegation.js';
import { DomainVerificationService } from './domain-verification.service.js';
import { domainView } from './ssl-views.js';

export const DOMAIN_MESSAGES = {
  saved: (d: string) => `Domain ${d} added`,
  exists: (d: string) => `${d} is already in your domains`,
  editing: 'A domain cannot be changed: delete it and add it again',
  deleted: (d: string) => `Domain ${d} deleted`,
  notFound: 'Domain not found',
} as const;

/** The company's domains: add, list, delete, and the verification steps around DomainVerificationService. */
@Injectable()
export class DomainsService {
  private readonly logger = new Logger('SslDomains');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domains: DomainsRepository,
    private readonly names: DomainNamesRepository,
    private readonly certificates: CertificatesRepository,
    private readonly verification: DomainVerificationService,
    private readonly certificateService: CertificatesService,
    private readonly acme: AcmeGateway,
    private readonly jobs: SslJobs,
  ) {}

  async list(query: ListQuery): Promise<Paged<DomainView>> {
    const { rows, total } = await this.domains.page(query);
    const names = await this.names.forDomains(rows.map((r) => Number(r.id)));
    const zone = this.config.acme.challengeZone;
    return paged(rows.map((d) => domainView(d, names.filter((n) => n.domain_id === d.id), zone)), total, query);
  }

  async view(id: number): Promise<DomainView> {
    const domain = await this.domains.find(id);
    if (!domain) throw new NotFoundException(DOMAIN_MESSAGES.notFound);
    return domainView(domain, await this.names.forDomain(id), this.config.acme.challengeZone);
  }

  verifiedOptions(): Promise<{ id: number; name: string }[]> {
    return this.domains.verifiedSelect();
  }

  async create(input: SaveDomainDto, userId: number | undefined): Promise<{ view: DomainView; message: string }> {
    if (input.id) throw new ConflictException(DOMAIN_MESSAGES.editing);
    const domain = normalizeDomain(input.domain);
    if (!isValidDomain(domain)) throw new BadRequestException(SSL_MESSAGES.domainInvalid);
    // "Also include" exists only for example.com / www.example.com; elsewhere it is ignored (default on).
    const coverWww = input.coverWwwNonWWW !== false && twinOf(domain) !== null;
    const row = await this.domains.insert(domain, coverWww, userId);
    if (!row) throw new ConflictException(DOMAIN_MESSAGES.exists(domain));
    await this.names.insert(Number(row.id), domainNames(domain, coverWww).map((name) => ({ name, label: newDelegationLabel() })));
    return { view: await this.view(Number(row.id)), message: DOMAIN_MESSAGES.saved(domain) };
  }

  /**
   * Deletes at any time. Its open order is abandoned (pending authorizations deactivated at the CA, best
   * effort), its certificates stay listed and downloadable but are no longer renewed.
   */
  async delete(id: number): Promise<{ message: string }> {
    const domain = await this.domains.find(id, { lock: true });
    if (!domain) throw new NotFoundException(DOMAIN_MESSAGES.notFound);
    const pending = (await this.names.forDomain(id)).filter((n) => n.authz_url && (n.status === 'PENDING' || n.status === 'PROCESSING'));
    for (const n of pending) {
      await this.acme.deactivate(n.authz_url!).catch((e: Error) => this.logger.warn(`could not deactivate ${n.authz_url}: ${e.message}`));
    }
    await this.certificates.stopRenewalsOf(id);
    await this.domains.softDelete(id);
    return { message: DOMAIN_MESSAGES.deleted(domain.domain) };
  }

  async details(domainId: number): Promise<VerificationDetailsView> {
    return this.verification.details(domainId);
  }

  async startVerification(id: number): Promise<{ details: VerificationDetailsView; message: string }> {
    const { message } = await answeringCaErrors(() => this.verification.start(id));
    return { details: await this.verification.details(id), message };
  }

  async verify(id: number, name?: string): Promise<{ details: VerificationDetailsView; message: string }> {
    const { domain, outcomes, message } = await answeringCaErrors(() => this.verification.verify(id, name));
    if (domain.verified) await this.certificateService.domainVerified(id);
    else if (outcomes.some((o) => o.status === 'PROCESSING')) await this.jobs.pollValidation(id, 1);
    return { details: await this.verification.details(id), message };
  }

  /** A job: names the CA was still validating when Verify answered. */
  async pollValidation(domainId: number, round: number): Promise<void> {
    const { stillProcessing } = await this.verification.pollProcessing(domainId);
    const domain = await this.domains.find(domainId);
    if (domain?.verified) await this.certificateService.domainVerified(domainId);
    else if (stillProcessing && round < MAX_POLL_ROUNDS) await this.jobs.pollValidation(domainId, round + 1);
  }

  async checkDelegation(id: number): Promise<{ details: VerificationDetailsView; message: string }> {
    const rows = await this.verification.checkDelegation(id);
    const delegated = rows.filter((r) => r.delegation_status === 'DELEGATED').length;
    const message = delegated === rows.length
      ? 'Delegation in place: renewals need no action from you'
      : `Delegation not complete: ${delegated} of ${rows.length} name${rows.length === 1 ? '' : 's'} point to us`;
    return { details: await this.verification.details(id), message };
  }

  async dashboard(): Promise<SslDashboardView> {
    const d = await this.domains.counts();
    const c = await this.certificates.counts();
    return { domains: d.domains, verifiedDomains: d.verifiedDomains, certificates: c.certificates, issuedCertificates: c.issued, expiringSoon: c.expiringSoon };
  }
}
