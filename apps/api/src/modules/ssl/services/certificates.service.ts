import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { CommitThenFail } from '../../../core/tenancy/commit-then-fail.js';
import { AcmeError } from '../acme/acme-errors.js';
import { AcmeGateway } from '../acme/acme-gateway.js';
import { checkCsr, CsrRejected } from '../csr/csr-check.js';
import type { CertificateView, RequestCertificateDto } from '../dtos/ssl.dtos.js';
import { SslJobs } from '../jobs/ssl-jobs.js';
import { CertificatesRepository, type CertificateRow } from '../repositories/certificates.repository.js';
import { DomainNamesRepository } from '../repositories/domain-names.repository.js';
import { DomainsRepository } from '../repositories/domains.repository.js';
import { certificateZip } from './certificate-bundle.js';
import { CertificateIssuer, type IssueOutcome } from './certificate-issuer.js';
import { attemptIsDue } from './renewal-policy.js';
import { certificateView } from './ssl-views.js';
import { domainNames } from '@bizdesk/shared';

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found',
  domainNotFound: 'Domain not found',
  domainNotVerified: (d: string) => `Verify ${d} before requesting a certificate`,
  duplicate: (d: string) => `A certificate from this CSR already exists for ${d}; renew it instead`,
  issued: (d: string) => `Certificate issued for ${d}`,
  renewed: (d: string) => `Certificate for ${d} renewed`,
  processing: (d: string) => `The certificate authority is issuing the certificate for ${d}; it appears here within a minute`,
  waitingDns: (d: string, names: string[]) =>
    `The certificate authority asks to check ${names.join(' and ')} again: update the TXT record shown under Domains and press Verify on ${d}; the certificate is issued once the domain is verified`,
  refused: (d: string, why: string) => `The certificate for ${d} was not issued: ${why}`,
  notIssued: 'Only an issued certificate can be downloaded, revoked or renewed',
  revoked: (d: string) => `Certificate for ${d} revoked`,
  editing: 'Certificates cannot be edited: request a new one',
} as const;

/** Certificates from the customer's CSR: request, list, download, revoke, renew. */
@Injectable()
export class CertificatesService {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly domains: DomainsRepository,
    private readonly names: DomainNamesRepository,
    private readonly issuer: CertificateIssuer,
    private readonly acme: AcmeGateway,
    private readonly jobs: SslJobs,
  ) {}

  async list(query: ListQuery): Promise<Paged<CertificateView>> {
    const { rows, total } = await this.certificates.page(query);
    const delegated = await this.delegatedDomains(rows);
    return paged(rows.map((r) => certificateView(r, delegated.has(r.domain_id))), total, query);
  }

  /** Domains whose every name is delegated: their certificates renew by themselves. */
  private async delegatedDomains(rows: CertificateRow[]): Promise<Set<string>> {
    const names = await this.names.forDomains([...new Set(rows.map((r) => Number(r.domain_id)))]);
    const byDomain = new Map<string, boolean>();
    for (const n of names) byDomain.set(n.domain_id, (byDomain.get(n.domain_id) ?? true) && n.delegation_status === 'DELEGATED');
    return new Set([...byDomain].filter(([, all]) => all).map(([id]) => id));
  }

  async find(ref: string): Promise<CertificateRow> {
    const cert = await this.certificates.find(/^\d{1,15}$/.test(ref) ? { id: Number(ref) } : { rootId: ref }, { lock: true });
    if (!cert) throw new NotFoundException(CERTIFICATE_MESSAGES.notFound);
    return cert;
  }

  async request(input: RequestCertificateDto, userId: number | undefined): Promise<{ view: CertificateView; message: string }> {
    if (input.id) throw new ConflictException(CERTIFICATE_MESSAGES.editing);
    // The domain row lock serialises requests, verification and renewals of one domain.
    const domain = await this.domains.find(input.domainId, { lock: true });
    if (!domain) throw new NotFoundException(CERTIFICATE_MESSAGES.domainNotFound);
    if (!domain.verified) throw new ConflictException(CERTIFICATE_MESSAGES.domainNotVerified(domain.domain));
    const names = domainNames(domain.domain, domain.cover_www);
    let csr;
    try {
      csr = await checkCsr(input.csr, names);
    } catch (e) {
      if (e instanceof CsrRejected) throw new BadRequestException(e.message);
      throw e;
    }
    const cert = await this.certificates.insertPending({
      domainId: Number(domain.id), rootId: newRootId(), domain: domain.domain, names, csr: csr.pem, csrSha256: csr.sha256, userId,
    });
    if (!cert) throw new ConflictException(CERTIFICATE_MESSAGES.duplicate(domain.domain));
    return this.attemptNow(cert, 'issued');
  }

  async renew(ref: string): Promise<{ view: CertificateView; message: string }> {
    const cert = await this.find(ref);
    if (cert.status !== 'ISSUED') throw new ConflictException(CERTIFICATE_MESSAGES.notIssued);
    return this.attemptNow(cert, 'renewed');
  }

  /** One attempt inside the request; whatever it leaves (a failure, a wait) is committed with the answer. */
  private async attemptNow(cert: CertificateRow, done: 'issued' | 'renewed'): Promise<{ view: CertificateView; message: string }> {
    const outcome = await this.issuer.attempt(Number(cert.id));
    const view = async () => {
      const fresh = (await this.certificates.find({ id: Number(cert.id) }))!;
      return certificateView(fresh, (await this.delegatedDomains([fresh])).size > 0);
    };
    switch (outcome.kind) {
      case 'issued':
        return { view: await view(), message: done === 'issued' ? CERTIFICATE_MESSAGES.issued(cert.domain) : CERTIFICATE_MESSAGES.renewed(cert.domain) };
      case 'later':
        await this.jobs.attemptCertificate(Number(cert.id), outcome.dueAt);
        return { view: await view(), message: CERTIFICATE_MESSAGES.processing(cert.domain) };
      case 'waiting-dns':
        throw new CommitThenFail(new ConflictException(CERTIFICATE_MESSAGES.waitingDns(cert.domain, outcome.names)));
      case 'failed': {
        await this.issuer.recordFailure(cert, outcome);
        const http = outcome.error instanceof HttpException ? outcome.error : outcome.error instanceof AcmeError ? outcome.error.toHttp() : undefined;
        const status = http?.getStatus() ?? 409;
        throw new CommitThenFail(new HttpException(CERTIFICATE_MESSAGES.refused(cert.domain, outcome.error.message), status));
      }
      default:
        throw new NotFoundException(CERTIFICATE_MESSAGES.notFound);
    }
  }

  /** A job's attempt (renewal, an unfinished issuance): failures back off, waits are re-queued. */
  async attemptFromJob(certificateId: number): Promise<IssueOutcome> {
    const cert = await this.certificates.find({ id: certificateId }, { lock: true });
    // The job was queued for a due time the certificate may have moved past: renewed from the console meanwhile,
    // waiting for the customer's DNS, or rescheduled by another attempt. Then there is nothing to do.
    if (!cert || !attemptIsDue(cert.next_attempt_at)) return { kind: 'skipped' };
    const outcome = await this.issuer.attempt(certificateId);
    if (outcome.kind === 'failed') {
      await this.issuer.recordFailure(cert, outcome);
      const after = await this.certificates.find({ id: certificateId });
      if (after?.next_attempt_at) await this.jobs.attemptCertificate(certificateId, new Date(after.next_attempt_at));
    } else if (outcome.kind === 'later') {
      await this.jobs.attemptCertificate(certificateId, outcome.dueAt);
    }
    return outcome;
  }

  /** After the customer verified the domain again: certificates waiting for DNS are attempted now. */
  async domainVerified(domainId: number): Promise<void> {
    for (const id of await this.certificates.releaseWaiting(domainId)) {
      const cert = await this.certificates.find({ id });
      if (cert?.next_attempt_at) await this.jobs.attemptCertificate(id, new Date(cert.next_attempt_at));
    }
  }

  async download(ref: string): Promise<{ fileName: string; zip: Buffer }> {
    const cert = await this.find(ref);
    if (cert.status !== 'ISSUED') throw new ConflictException(CERTIFICATE_MESSAGES.notIssued);
    const pem = await this.issuer.currentPem(cert);
    return { fileName: `${cert.domain}_${cert.root_id}.zip`, zip: await certificateZip(cert, pem) };
  }

  async revoke(ref: string): Promise<{ view: CertificateView; message: string }> {
    const cert = await this.find(ref);
    if (cert.status !== 'ISSUED') throw new ConflictException(CERTIFICATE_MESSAGES.notIssued);
    const pem = await this.issuer.currentPem(cert);
    try {
      await this.acme.revoke(pem.certificate, pem.accountId);
    } catch (e) {
      throw e instanceof AcmeError ? e.toHttp() : e;
    }
    await this.certificates.markRevoked(Number(cert.id));
    const fresh = (await this.certificates.find({ id: Number(cert.id) }))!;
    return { view: certificateView(fresh, false), message: CERTIFICATE_MESSAGES.revoked(cert.domain) };
  }
}

/** The public id of a certificate (downloads): 16 lower-case base32 characters, unguessable. */
function newRootId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  // A letter first: an all-digit reference is read as the numeric id.
  return [...randomBytes(16)].map((b, i) => alphabet[i === 0 ? b % 26 : b % 32]).join('');
}
