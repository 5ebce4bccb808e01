import { ApiProperty } from '@nestjs/swagger';
import { BillingMonthSummaryView } from '../../billing/index.js';
import { WhatsappMessageView } from '../../whatsapp/index.js';

export class PendingCompanyView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() contactName: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty({ description: 'Sign-up time (ISO 8601)' }) createdOn: string;
}

export class CompanyCountsView {
  @ApiProperty({ description: 'Signed up, never activated' }) pending: number;
  @ApiProperty() active: number;
  @ApiProperty({ description: 'Activated once, deactivated since' }) inactive: number;
}

export class ServiceSubscriptionsView {
  @ApiProperty() appId: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Companies subscribed to it now' }) companies: number;
}

export class ProviderOverviewView {
  @ApiProperty({ type: CompanyCountsView }) companies: CompanyCountsView;
  @ApiProperty({ type: [PendingCompanyView], description: 'Oldest first: who has waited longest for activation' })
  pendingCompanies: PendingCompanyView[];
  @ApiProperty({ type: [ServiceSubscriptionsView] }) subscriptions: ServiceSubscriptionsView[];
  @ApiProperty({ type: BillingMonthSummaryView, description: "This month's billed and collected amounts (India time)" }) billing: BillingMonthSummaryView;
  @ApiProperty({ description: 'Messages in the WhatsApp inbox' }) whatsappMessageCount: number;
  @ApiProperty({ type: [WhatsappMessageView] }) newestWhatsappMessages: WhatsappMessageView[];
}
