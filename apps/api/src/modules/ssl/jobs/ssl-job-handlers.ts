import { JobHandler, JobQueue, PlatformSchedules, ServiceJob, type JobHandlerFor, type JobPayload } from '../../../core/queue/index.js';
import { CertificatesRepository } from '../repositories/certificates.repository.js';
import { DomainNamesRepository } from '../repositories/domain-names.repository.js';
import { CertificatesService } from '../services/certificates.service.js';
import { DomainsService } from '../services/domains.service.js';
import { REMINDER_DAYS } from '../services/renewal-policy.js';
import { SslNotifications } from '../services/ssl-notifications.js';
import {
  attemptKey, SSL_ATTEMPT_CERTIFICATE_JOB, SSL_EXPIRY_REMINDER_JOB, SSL_POLL_VALIDATION_JOB, SSL_RENEWAL_SWEEP_JOB, SWEEP_EVERY_MS,
  type AttemptCertificatePayload, type ExpiryReminderPayload, type PollValidationPayload,
} from './ssl-jobs.js';

const SWEEP_BATCH = 200;

/**
 * Every minute, platform-wide: expire what expired, queue each due attempt (renewals at their time, unfinished
 * issuances, retries after backoff) and each expiry reminder. Keys (certificate + due time; certificate +
 * serial + threshold) make a sweep that runs twice, or a job queued again after a crash, do the work once.
 */
@JobHandler(SSL_RENEWAL_SWEEP_JOB)
export class SslRenewalSweepJob implements JobHandlerFor<JobPayload> {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly queue: JobQueue,
  ) {}

  async handle(): Promise<void> {
    const now = new Date();
    await this.certificates.expire(now);
    for (const due of await this.certificates.dueWithTime(now, SWEEP_BATCH)) {
      await this.queue.enqueue<AttemptCertificatePayload>(
        SSL_ATTEMPT_CERTIFICATE_JOB,
        { companyId: due.companyId, certificateId: due.certificateId },
        { idempotencyKey: attemptKey(due.certificateId, due.dueAt) },
      );
    }
    for (const days of REMINDER_DAYS) {
      for (const r of await this.certificates.needingReminder(now, days)) {
        await this.queue.enqueue<ExpiryReminderPayload>(
          SSL_EXPIRY_REMINDER_JOB,
          { companyId: r.companyId, certificateId: r.certificateId, serial: r.serial, days },
          { idempotencyKey: `${r.certificateId}:${r.serial}:${days}` },
        );
      }
    }
  }
}

export const SslAttemptCertificateJob = ServiceJob(
  SSL_ATTEMPT_CERTIFICATE_JOB, CertificatesService, (certificates, p: AttemptCertificatePayload) => certificates.attemptFromJob(p.certificateId),
);

export const SslPollValidationJob = ServiceJob(SSL_POLL_VALIDATION_JOB, DomainsService, (domains, p: PollValidationPayload) => domains.pollValidation(p.domainId, p.round));

/**
 * 14 and 3 days before expiry, for a certificate that will not renew by itself: a name not delegated, a
 * renewal waiting for the customer's DNS, or renewals failing. Sent once per issuance and threshold.
 */
@JobHandler(SSL_EXPIRY_REMINDER_JOB)
export class SslExpiryReminderJob implements JobHandlerFor<ExpiryReminderPayload> {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly names: DomainNamesRepository,
    private readonly notifications: SslNotifications,
  ) {}

  async handle(payload: ExpiryReminderPayload): Promise<void> {
    const cert = await this.certificates.find({ id: payload.certificateId }, { lock: true });
    if (!cert || cert.status !== 'ISSUED' || !cert.expire_on) return;
    const names = await this.names.forDomain(Number(cert.domain_id));
    const notDelegated = names.filter((n) => n.delegation_status !== 'DELEGATED').map((n) => n.name);
    const reason = cert.waiting_for_dns
      ? 'its renewal waits for you to update the TXT record and verify the domain'
      : cert.renewal_attempts > 0
        ? `renewing it failed (${cert.renewal_error ?? 'no reason given'})`
        : notDelegated.length
          ? `${notDelegated.join(' and ')} ${notDelegated.length === 1 ? 'is' : 'are'} not delegated to us, so the certificate authority's checks need you`
          : undefined;
    if (!reason) return;
    if (!(await this.certificates.recordReminder(Number(cert.id), payload.serial, payload.days))) return;
    await this.notifications.expiryReminder(cert.domain, new Date(cert.expire_on), payload.days, reason);
  }
}

/** Registers the sweep (every minute); upserting the same scheduler id on every start keeps one. */
export const SslSchedules = PlatformSchedules({ job: SSL_RENEWAL_SWEEP_JOB, schedulerId: 'ssl-renewal-sweep', spec: { everyMs: SWEEP_EVERY_MS } });
