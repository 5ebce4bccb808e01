import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/index.js';
import { AcmeAccountService } from './acme/acme-account.service.js';
import { AcmeGateway } from './acme/acme-gateway.js';
import { AcmeAccountGuard } from './controllers/acme-account.guard.js';
import { CertificatesController } from './controllers/certificates.controller.js';
import { DomainsController } from './controllers/domains.controller.js';
import { SslDashboardController } from './controllers/ssl-dashboard.controller.js';
import { ChallengeDnsLookup } from './dns/challenge-dns-lookup.js';
import { ChallengeDnsResponder } from './dns/challenge-dns-responder.js';
import { ChallengeTxtCache } from './dns/challenge-txt-cache.js';
import { SslAttemptCertificateJob, SslExpiryReminderJob, SslPollValidationJob, SslRenewalSweepJob, SslSchedules } from './jobs/ssl-job-handlers.js';
import { SslJobs } from './jobs/ssl-jobs.js';
import { AcmeAccountsRepository } from './repositories/acme-accounts.repository.js';
import { AcmeAuthorizationsRepository } from './repositories/acme-authorizations.repository.js';
import { CertificatesRepository } from './repositories/certificates.repository.js';
import { DomainNamesRepository } from './repositories/domain-names.repository.js';
import { DomainsRepository } from './repositories/domains.repository.js';
import { CertificateIssuer } from './services/certificate-issuer.js';
import { CertificatesService } from './services/certificates.service.js';
import { DomainVerificationService } from './services/domain-verification.service.js';
import { DomainsService } from './services/domains.service.js';
import { SslNotifications } from './services/ssl-notifications.js';
import { SslSecrets } from './services/ssl-secrets.js';

/**
 * The SSL service (application 9): domains verified through ACME DNS-01, certificates from the customer's
 * CSR, download, revoke, renewal by itself (jobs), and the platform's own DNS responder for delegated
 * challenges (started by main.ts when ACME_DNS_PORT is set).
 */
@Module({
  imports: [CompaniesModule],
  controllers: [DomainsController, CertificatesController, SslDashboardController],
  providers: [
    SslSecrets, AcmeAccountsRepository, AcmeAuthorizationsRepository, AcmeAccountService, AcmeGateway, AcmeAccountGuard,
    ChallengeDnsLookup, ChallengeDnsResponder, ChallengeTxtCache,
    DomainsRepository, DomainNamesRepository, CertificatesRepository,
    DomainVerificationService, CertificateIssuer, CertificatesService, DomainsService, SslNotifications, SslJobs,
    SslRenewalSweepJob, SslAttemptCertificateJob, SslPollValidationJob, SslExpiryReminderJob, SslSchedules,
  ],
  exports: [ChallengeDnsResponder],
})
export class SslModule {}
