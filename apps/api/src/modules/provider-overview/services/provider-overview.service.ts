import { APP_NAMES, type AppId } from '@bizdesk/shared';
import { Injectable } from '@nestjs/common';
import { BillingSummaryService } from '../../billing/index.js';
import { WhatsappInboxService } from '../../whatsapp/index.js';
import type { ProviderOverviewView } from '../dtos/provider-overview.view.js';
import { ProviderOverviewRepository } from '../repositories/provider-overview.repository.js';

const PENDING_SHOWN = 5;
const MESSAGES_SHOWN = 5;

/** What the provider's administrator needs first: who waits for activation, what sells, what was billed and paid, who wrote. */
@Injectable()
export class ProviderOverviewService {
  constructor(
    private readonly overview: ProviderOverviewRepository,
    private readonly whatsapp: WhatsappInboxService,
    private readonly billing: BillingSummaryService,
  ) {}

  /** Runs in the caller's platform context (the route is @PlatformScope); one transaction, sequential reads. */
  async overviewNow(): Promise<ProviderOverviewView> {
    const counts = await this.overview.companyCounts();
    const pending = await this.overview.pendingCompanies(PENDING_SHOWN);
    const subscriptions = await this.overview.subscriptionCounts();
    const newest = await this.whatsapp.newest(MESSAGES_SHOWN);
    const whatsappMessageCount = await this.whatsapp.count();
    const billing = await this.billing.thisMonth();
    return {
      companies: { pending: Number(counts.pending), active: Number(counts.active), inactive: Number(counts.inactive) },
      pendingCompanies: pending.map((c) => ({
        id: Number(c.id), name: c.name, contactName: c.contact_name, contactEmail: c.contact_email, createdOn: c.created_at.toISOString(),
      })),
      subscriptions: subscriptions.map((s) => ({
        appId: s.application_id,
        name: APP_NAMES[s.application_id as AppId] ?? `Application ${s.application_id}`,
        companies: Number(s.companies),
      })),
      billing,
      whatsappMessageCount,
      newestWhatsappMessages: newest,
    };
  }
}
