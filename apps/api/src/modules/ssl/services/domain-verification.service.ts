import { challengeRecordName, domainNames, SSL_TXT_TTL_SECONDS } from '@bizdesk/shared';
import {
  BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { CommitThenFail } from '../../../core/tenancy/commit-then-fail.js';
import { afterCommit } from '../../../core/tenancy/tenant-context.js';
import { AcmeError } from '../acme/acme-errors.js';
import { AcmeGateway, type AuthorizationInfo, type OrderInfo } from '../acme/acme-gateway.js';
import { ChallengeDnsLookup, DnsLookupFailed } from '../dns/challenge-dns-lookup.js';
import { ChallengeTxtCache } from '../dns/challenge-txt-cache.js';
import type { VerificationDetailsView } from '../dtos/ssl.dtos.js';
import { AcmeAuthorizationsRepository } from '../repositories/acme-authorizations.repository.js';
import { DomainNamesRepository, type DomainNameRow, type NameStatus } from '../repositories/domain-names.repository.js';
import { DomainsRepository, type DomainRow } from '../repositories/domains.repository.js';
import { delegationTarget } from './delegation.js';
import { domainNameView } from './ssl-views.js';

/** The CA's own limit (Let's Encrypt: 5 failed validations per hostname per account per hour). */
export const MAX_FAILED_VALIDATIONS_PER_HOUR = 5;
/** How long a request waits for the CA to finish validating before answering "in progress". */
const VALIDATION_WAIT_MS = 8000;

export const VERIFY_MESSAGES = {
  notFound: 'Domain not found',
  alreadyVerified: (d: string) => `${d} is already verified`,
  startFirst: (d: string) => `Start verification of ${d} first`,
  verified: (d: string) => `${d} verified`,
  started: (d: string) => `Verification of ${d} started: add the TXT record(s), then press Verify`,
  missing: (record: string) => `TXT record ${record} not found yet; DNS changes can take a few minutes`,
  different: (record: string, found: string[]) =>
    `TXT record ${record} does not have the expected value yet (found ${found.map((f) => `"${f}"`).join(', ')}); DNS changes can take a few minutes`,
  lookupFailed: (record: string, why: string) => `TXT record ${record} could not be looked up: ${why}`,
  failed: (name: string, reason: string) => `Validation of ${name} failed: ${reason}. Start verification again for a new TXT value`,
  inProgress: (d: string) => `The certificate authority is still validating ${d}; check again in a minute`,
  tooManyFailures: (d: string, at: Date) =>
    `${MAX_FAILED_VALIDATIONS_PER_HOUR} validations of ${d} failed in the last hour (the certificate authority's limit); try again after ${at.toISOString().slice(11, 16)} UTC`,
  unknownName: (name: string, d: string) => `${name} is not a name of ${d}`,
} as const;

export type ValidationOutcome = { name: string; status: 'VALID' | 'FAILED' | 'PROCESSING'; error?: string };

const ACTIVE_ORDER = new Set(['pending', 'ready']);

/**
 * DNS-01 verification of a domain's names: start (an ACME order, one authorization and TXT value per name),
 * the pre-check (the TXT record where the CA will look, before bothering the CA), validation at the CA, and
 * the customer's one-time delegation to the platform's challenge zone.
 *
 * A name is verified for a company only by an authorization of the company's own ACME account that the
 * company was handed while pending (its TXT value shown to this company) and the CA then validated. A valid
 * authorization the company was never handed pending (the CA reusing one from elsewhere) is never counted:
 * it is deactivated and the order made again, so the CA asks for a fresh validation.
 */
@Injectable()
export class DomainVerificationService {
  private readonly logger = new Logger('SslVerification');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domains: DomainsRepository,
    private readonly names: DomainNamesRepository,
    private readonly authorizations: AcmeAuthorizationsRepository,
    private readonly acme: AcmeGateway,
    private readonly dns: ChallengeDnsLookup,
    private readonly txtCache: ChallengeTxtCache,
  ) {}

  async lockedDomain(id: number): Promise<DomainRow> {
    const domain = await this.domains.find(id, { lock: true });
    if (!domain) throw new NotFoundException(VERIFY_MESSAGES.notFound);
    return domain;
  }

  async namesOf(domain: DomainRow): Promise<DomainNameRow[]> {
    return this.names.forDomain(Number(domain.id));
  }

  async details(domainId: number): Promise<VerificationDetailsView> {
    const domain = await this.domains.find(domainId);
    if (!domain) throw new NotFoundException(VERIFY_MESSAGES.notFound);
    const names = await this.names.forDomain(domainId);
    const failures = await this.names.failuresSince(domainId, new Date(Date.now() - 3600_000));
    const zone = this.config.acme.challengeZone;
    const own = names[0];
    return {
      domainId,
      domain: domain.domain,
      verified: domain.verified,
      challengeGenerated: domain.challenge_generated,
      type: 'TXT',
      Key: own && (own.txt_value || domain.verified) ? challengeRecordName(own.name) : null,
      Value: own?.txt_value ?? null,
      ttl: SSL_TXT_TTL_SECONDS,
      records: names.map((n) => domainNameView(n, zone)),
      failuresLastHour: failures.length,
      retryAfter: failures.length >= MAX_FAILED_VALIDATIONS_PER_HOUR ? new Date(failures[failures.length - MAX_FAILED_VALIDATIONS_PER_HOUR].getTime() + 3600_000).toISOString() : null,
      delegationZone: zone ?? null,
    };
  }

  /** Creates the ACME order (or keeps the open one: a double click starts once) and its TXT values. */
  async start(domainId: number): Promise<{ domain: DomainRow; message: string }> {
    const domain = await this.lockedDomain(domainId);
    if (domain.verified) throw new ConflictException(VERIFY_MESSAGES.alreadyVerified(domain.domain));
    const open = await this.openOrder(domain);
    const order = open ?? (await this.newOrder(domainNames(domain.domain, domain.cover_www)));
    await this.applyOrder(domain, order);
    return { domain, message: VERIFY_MESSAGES.started(domain.domain) };
  }

  /** The domain's current order when the CA still has it open (pending or ready). */
  async openOrder(domain: DomainRow): Promise<OrderInfo | undefined> {
    if (!domain.order_url || (domain.order_expires_at && new Date(domain.order_expires_at) <= new Date())) return undefined;
    try {
      const order = await this.acme.getOrder(domain.order_url);
      return ACTIVE_ORDER.has(order.status) && !(await this.foreignValid(order)).length ? order : undefined;
    } catch (e) {
      if (e instanceof AcmeError && e.kind === 'refused') return undefined;
      throw e;
    }
  }

  /**
   * A new order for these names in which every valid authorization is the company's own. Valid ones it was
   * never handed pending are deactivated (the CA then cannot reuse them) and the order made again.
   */
  async newOrder(names: string[]): Promise<OrderInfo> {
    const order = await this.acme.createOrder(names);
    const foreign = await this.foreignValid(order);
    if (!foreign.length) return order;
    for (const authz of foreign) {
      this.logger.warn(`not counting ${authz.url} for ${authz.name}: valid, but this company never validated it; deactivating it`);
      await this.acme.deactivate(authz.url);
    }
    const again = await this.acme.createOrder(names);
    if ((await this.foreignValid(again)).length) {
      throw new AcmeError('refused', `the certificate authority answered with an authorization of ${names.join(', ')} this company did not validate`);
    }
    return again;
  }

  /** The order's valid authorizations that the company was never handed pending. */
  private async foreignValid(order: OrderInfo): Promise<AuthorizationInfo[]> {
    const valid = order.authorizations.filter((a) => a.status === 'valid');
    if (!valid.length) return [];
    const own = await this.authorizations.ownOf(valid.map((a) => a.url));
    return valid.filter((a) => !own.has(a.url));
  }

  /**
   * Records an order's authorizations on the domain's names (status, TXT value, URLs) and the domain's
   * state: Verified when every name's authorization is valid. New TXT values empty this process's challenge
   * DNS cache once committed (the CA must see them at once).
   */
  async applyOrder(domain: DomainRow, order: OrderInfo): Promise<DomainNameRow[]> {
    const rows = await this.names.forDomain(Number(domain.id));
    for (const authz of order.authorizations) if (authz.status === 'pending') await this.authorizations.recordPending(authz.url, authz.name);
    // Only the company's own validations count (newOrder and openOrder keep others out; this is the backstop).
    const own = await this.authorizations.ownOf(order.authorizations.map((a) => a.url));
    const counted = (a: AuthorizationInfo) => a.status !== 'valid' || own.has(a.url);
    if (!order.authorizations.every(counted)) throw new AcmeError('refused', 'the order holds an authorization this company did not validate');
    let txtChanged = false;
    for (const row of rows) {
      const authz = order.authorizations.find((a) => a.name === row.name);
      if (!authz) continue;
      if (authz.status === 'valid') await this.authorizations.markValidated(authz.url);
      const txtValue = authz.status === 'valid' && !authz.txtValue ? row.txt_value : authz.txtValue;
      txtChanged ||= txtValue !== row.txt_value;
      await this.names.setAuthorization(row.id, {
        status: nameStatus(authz),
        txtValue,
        authzUrl: authz.url,
        challengeUrl: authz.challengeUrl,
        expires: authz.expires,
      });
      if (authz.status === 'invalid' && authz.error) await this.names.setStatus(row.id, 'FAILED', authz.error);
    }
    if (txtChanged) afterCommit(() => this.txtCache.forget());
    const live = ACTIVE_ORDER.has(order.status) || order.status === 'processing';
    await this.domains.setOrder(Number(domain.id), live ? { url: order.url, expires: order.expires } : null);
    const allValid = rows.every((r) => order.authorizations.some((a) => a.name === r.name && a.status === 'valid'));
    if (allValid !== domain.verified) await this.domains.setVerified(Number(domain.id), allValid);
    domain.verified = allValid;
    domain.order_url = live ? order.url : null;
    return this.names.forDomain(Number(domain.id));
  }

  /**
   * Verify: refresh from the CA, pre-check every pending name's TXT record (a plain 400 and no CA call when
   * one is missing or different), then ask the CA to validate them. Answers the outcome per name.
   */
  async verify(domainId: number, onlyName?: string): Promise<{ domain: DomainRow; outcomes: ValidationOutcome[]; message: string }> {
    const domain = await this.lockedDomain(domainId);
    if (domain.verified) return { domain, outcomes: [], message: VERIFY_MESSAGES.alreadyVerified(domain.domain) };
    const order = await this.openOrder(domain);
    if (!order) {
      if (domain.order_url) await this.domains.setOrder(Number(domain.id), null);
      throw new ConflictException(VERIFY_MESSAGES.startFirst(domain.domain));
    }
    const rows = await this.applyOrder(domain, order);
    if (onlyName && !rows.some((r) => r.name === onlyName.toLowerCase())) {
      throw new BadRequestException(VERIFY_MESSAGES.unknownName(onlyName, domain.domain));
    }
    if (domain.verified) return { domain, outcomes: [], message: VERIFY_MESSAGES.verified(domain.domain) };
    const targets = rows.filter((r) => (r.status === 'PENDING' || r.status === 'PROCESSING') && (!onlyName || r.name === onlyName.toLowerCase()));
    await this.assertUnderFailureLimit(domain);
    const outcomes = await this.validate(domain, targets);
    const refreshed = await this.refreshVerified(domain);
    const failed = outcomes.find((o) => o.status === 'FAILED');
    if (failed) {
      // The failure is recorded (hourly limit, shown in the panel) and the answer is still an error.
      throw new CommitThenFail(new UnprocessableEntityException(VERIFY_MESSAGES.failed(failed.name, failed.error ?? 'no reason given')));
    }
    if (refreshed) return { domain, outcomes, message: VERIFY_MESSAGES.verified(domain.domain) };
    const processing = outcomes.some((o) => o.status === 'PROCESSING');
    return { domain, outcomes, message: processing ? VERIFY_MESSAGES.inProgress(domain.domain) : VERIFY_MESSAGES.started(domain.domain) };
  }

  async assertUnderFailureLimit(domain: DomainRow): Promise<void> {
    const failures = await this.names.failuresSince(Number(domain.id), new Date(Date.now() - 3600_000));
    if (failures.length >= MAX_FAILED_VALIDATIONS_PER_HOUR) {
      const at = new Date(failures[failures.length - MAX_FAILED_VALIDATIONS_PER_HOUR].getTime() + 3600_000);
      throw new HttpException(VERIFY_MESSAGES.tooManyFailures(domain.domain, at), HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /**
   * Pre-checks then validates names at the CA. Pre-check problems throw a 400 before any CA call; CA-side
   * failures are recorded and returned as FAILED outcomes.
   */
  async validate(domain: DomainRow, targets: DomainNameRow[], opts: { precheck: boolean } = { precheck: true }): Promise<ValidationOutcome[]> {
    if (opts.precheck) for (const row of targets) await this.precheck(row);
    const outcomes: ValidationOutcome[] = [];
    const budget = Math.max(2000, Math.floor(VALIDATION_WAIT_MS / Math.max(targets.length, 1)));
    for (const row of targets) {
      if (row.status === 'PENDING') await this.acme.respondToChallenge(row.challenge_url!);
      const authz = await this.acme.waitForAuthorization(row.authz_url!, budget);
      const status = nameStatus(authz);
      if (status === 'VALID') {
        await this.authorizations.markValidated(row.authz_url!);
        await this.names.setStatus(row.id, 'VALID');
        outcomes.push({ name: row.name, status: 'VALID' });
      } else if (status === 'FAILED') {
        const reason = authz.error ?? 'the certificate authority did not say why';
        await this.names.setStatus(row.id, 'FAILED', reason);
        await this.names.recordFailure(Number(domain.id), row.name, reason);
        outcomes.push({ name: row.name, status: 'FAILED', error: reason });
      } else {
        await this.names.setStatus(row.id, 'PROCESSING');
        outcomes.push({ name: row.name, status: 'PROCESSING' });
      }
    }
    if (outcomes.some((o) => o.status === 'FAILED')) {
      // An invalid authorization makes the whole order invalid: the next try starts a new one.
      await this.domains.setOrder(Number(domain.id), null);
      domain.order_url = null;
    }
    return outcomes;
  }

  /** The TXT record must be visible where the CA will look, with the expected value. */
  async precheck(row: DomainNameRow): Promise<void> {
    const record = challengeRecordName(row.name);
    let found: string[];
    try {
      found = (await this.dns.txt(record)).values;
    } catch (e) {
      if (e instanceof DnsLookupFailed) throw new BadRequestException(VERIFY_MESSAGES.lookupFailed(record, e.message));
      throw e;
    }
    if (!found.length) throw new BadRequestException(VERIFY_MESSAGES.missing(record));
    if (!found.includes(row.txt_value ?? '')) throw new BadRequestException(VERIFY_MESSAGES.different(record, found));
  }

  /** Sets the domain Verified when every name is valid; true when it is. */
  async refreshVerified(domain: DomainRow): Promise<boolean> {
    const rows = await this.names.forDomain(Number(domain.id));
    const all = rows.length > 0 && rows.every((r) => r.status === 'VALID');
    if (all !== domain.verified) await this.domains.setVerified(Number(domain.id), all);
    domain.verified = all;
    return all;
  }

  /** Polls names the CA was still validating (a job, after a Verify that answered "in progress"). */
  async pollProcessing(domainId: number): Promise<{ stillProcessing: boolean }> {
    const domain = await this.domains.find(domainId, { lock: true });
    if (!domain || domain.verified) return { stillProcessing: false };
    const rows = (await this.names.forDomain(domainId)).filter((r) => r.status === 'PROCESSING');
    const outcomes = await this.validate(domain, rows, { precheck: false });
    await this.refreshVerified(domain);
    return { stillProcessing: outcomes.some((o) => o.status === 'PROCESSING') };
  }

  /**
   * Checks each name's delegation: `_acme-challenge.<name>` must be a CNAME to its label in the challenge
   * zone. Answers the names; the status is stored for the panel and the renewal job.
   */
  async checkDelegation(domainId: number): Promise<DomainNameRow[]> {
    const zone = this.config.acme.challengeZone;
    if (!zone) throw new ConflictException('This platform does not offer DNS delegation (no challenge zone is configured)');
    const domain = await this.domains.find(domainId);
    if (!domain) throw new NotFoundException(VERIFY_MESSAGES.notFound);
    const rows = await this.names.forDomain(domainId);
    for (const row of rows) await this.refreshDelegation(row, zone);
    return this.names.forDomain(domainId);
  }

  async refreshDelegation(row: DomainNameRow, zone: string): Promise<DomainNameRow['delegation_status']> {
    let found: string | null;
    try {
      found = await this.dns.cname(challengeRecordName(row.name));
    } catch (e) {
      if (e instanceof DnsLookupFailed) return row.delegation_status;
      throw e;
    }
    const expected = delegationTarget(row.delegation_label, zone);
    const status = !found ? 'NOT_DELEGATED' : found === expected ? 'DELEGATED' : 'WRONG_TARGET';
    await this.names.setDelegation(row.id, status, found);
    row.delegation_status = status;
    return status;
  }
}

function nameStatus(authz: AuthorizationInfo): NameStatus {
  if (authz.status === 'valid') return 'VALID';
  if (authz.status === 'pending') return 'PENDING';
  return 'FAILED';
}
