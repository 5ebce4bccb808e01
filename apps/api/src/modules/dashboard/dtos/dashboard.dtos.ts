import { ApiProperty } from '@nestjs/swagger';

export class SubscriptionDashboardView {
  @ApiProperty({ description: 'Services the company is subscribed to now' }) subscriptionCount!: number;
  @ApiProperty({ description: 'Active API keys' }) apiKeysCount!: number;
  @ApiProperty({ description: 'Invoices not yet paid' }) dueInvoicesCount!: number;
}
