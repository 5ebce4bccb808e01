import { Required } from '../../../core/http/field-validators.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches, ValidateIf } from 'class-validator';
import { IsRupeeAmount } from '../../../core/http/field-validators.js';
import { BILLING_MESSAGES } from '../billing.messages.js';

export const USAGE_MESSAGES = {
  month: 'Month must be a month written yyyy-MM, e.g. 2026-03',
  limit: 'Monthly limit must be an amount greater than zero with at most 2 decimals',
  limitRequired: 'Monthly limit is required (null removes the alert)',
  alertSaved: 'Spending alert saved',
  alertRemoved: 'Spending alert removed',
} as const;

export class UsageQuery {
  @ApiProperty({ required: false, example: '2026-03', description: 'yyyy-MM; the current month (India time) by default' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: BILLING_MESSAGES.monthInvalid })
  month?: string;
}

export class SpendingAlertDto {
  @ApiProperty({ nullable: true, type: String, example: '5000.00', description: 'Rupees per month; null removes the alert' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @ValidateIf((o: SpendingAlertDto) => o.monthlyLimit !== null)
  @IsRupeeAmount(USAGE_MESSAGES.limit)
  @Required(USAGE_MESSAGES.limitRequired)
  monthlyLimit!: string | null;
}

export class UnbilledCallsView {
  @ApiProperty({ enum: ['INVALID_INPUT', 'KEY_REFUSED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'SERVER_ERROR', 'FREE_OPERATION', 'OTHER'] })
  reason!: string;
  @ApiProperty() calls!: number;
}

export class ServiceUsageView {
  @ApiProperty() appId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['API', 'APPLICATION'] }) type!: 'API' | 'APPLICATION';
  @ApiProperty({ example: '0.10', description: 'Per call (API) or per month (application), rupees' }) price!: string;
  @ApiProperty() billableCalls!: number;
  @ApiProperty() unbilledCalls!: number;
  @ApiProperty({ type: UnbilledCallsView, isArray: true }) unbilled!: UnbilledCallsView[];
  @ApiProperty({ description: 'Applications: days subscribed so far this month' }) days!: number;
  @ApiProperty({ example: '1234.50', description: 'Taxable amount so far, rupees' }) amount!: string;
}

export class KeyUsageView {
  @ApiProperty() apiKeyId!: number;
  @ApiProperty({ example: 'Website ••••a1b2' }) keyName!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() appId!: number;
  @ApiProperty() appName!: string;
  @ApiProperty() billableCalls!: number;
  @ApiProperty() unbilledCalls!: number;
  @ApiProperty({ type: UnbilledCallsView, isArray: true }) unbilled!: UnbilledCallsView[];
}

export class SpendingAlertView {
  @ApiProperty({ nullable: true, type: String, example: '5000.00' }) monthlyLimit!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The estimate as a share of the limit, whole percent' }) percentUsed!: number | null;
}

export class UsageView {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty({ description: 'The estimate counts usage up to this instant' }) asOf!: string;
  @ApiProperty({ type: ServiceUsageView, isArray: true }) services!: ServiceUsageView[];
  @ApiProperty({ type: KeyUsageView, isArray: true }) keys!: KeyUsageView[];
  @ApiProperty({ example: '1234.50' }) subTotal!: string;
  @ApiProperty({ example: '222.21' }) gst!: string;
  @ApiProperty({ example: '1457.00', description: 'The bill so far with GST, rounded to the rupee as the invoice will be' }) estimatedTotal!: string;
  @ApiProperty({ type: SpendingAlertView }) spendingAlert!: SpendingAlertView;
}
