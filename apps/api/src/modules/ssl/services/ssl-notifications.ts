import { challengeRecordName, formatDate, SSL_TXT_TTL_SECONDS } from '@bizdesk/shared';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { CompaniesService } from '../../companies/index.js';
import type { DomainNameRow } from '../repositories/domain-names.repository.js';

/**
 * Mails to the company's contact: a renewal that needs the customer's DNS, and expiry reminders for
 * certificates that will not renew by themselves. Written to the outbox in the caller's transaction.
 */
@Injectable()
export class SslNotifications {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly companies: CompaniesService,
  ) {}

  private async recipient(): Promise<{ to: string; name: string }> {
    const company = await this.companies.own();
    return { to: company.contactEmail, name: company.contactName || company.name };
  }

  async dnsUpdateNeeded(domain: string, names: DomainNameRow[]): Promise<void> {
    const { to, name } = await this.recipient();
    const records = names.map((n) => `  Type: TXT\n  Name/Host: ${challengeRecordName(n.name)}\n  Value: ${n.txt_value}\n  TTL: ${SSL_TXT_TTL_SECONDS} seconds (or the lowest your DNS provider allows)`).join('\n\n');
    await this.mail.send({
      companyId: currentCompanyId(),
      to,
      subject: `Action needed: update the DNS record to renew the SSL certificate of ${domain}`,
      text:
        `Hello ${name},\n\nThe certificate authority asks to check ${domain} again before it renews its certificate. ` +
        `Please update this DNS record at your DNS provider:\n\n${records}\n\n` +
        `Then open ${this.config.publicUrl}/admin/ssl and press Verify on ${domain}: the certificate is renewed as soon as the domain is verified.\n\n` +
        `To never have to do this again, delegate the check to us once (the domain's panel shows the CNAME record to add).\n`,
    });
  }

  async expiryReminder(domain: string, expireOn: Date, days: number, reason: string): Promise<void> {
    const { to, name } = await this.recipient();
    await this.mail.send({
      companyId: currentCompanyId(),
      to,
      subject: `Your SSL certificate for ${domain} expires in ${days} day${days === 1 ? '' : 's'}`,
      text:
        `Hello ${name},\n\nThe SSL certificate for ${domain} expires on ${formatDate(expireOn)} and will not renew by itself: ${reason}.\n\n` +
        `Open ${this.config.publicUrl}/admin/ssl to renew it.\n`,
    });
  }
}
