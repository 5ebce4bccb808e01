import { IndianAmount } from '../../../core/http/field-validators.js';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, Matches, Min, ValidateBy } from 'class-validator';
import { isIsoDate } from '@bizdesk/shared';
import { IdNumber } from '../../../core/http/dto-fields.js';

export const SUBSCRIPTION_MESSAGES = {
  appIdRequired: 'App id is required',
  appId: 'App id must be a whole number',
  isSubscribedRequired: 'isSubscribed is required',
  isSubscribed: 'isSubscribed must be true or false',
  serviceNotFound: 'Service not found',
  price: 'Price must be a positive amount with at most 2 decimals',
  available: 'Available must be true or false',
  effectiveFrom: 'Effective from must be a date written yyyy-MM-dd',
  effectiveFromPast: (earliest: string) => `A price change takes effect on a day not yet begun: choose ${earliest} or later`,
  effectiveFromWithoutPrice: 'Effective from goes with a new price',
  subscribed: (name: string) => `Subscribed to ${name}`,
  unsubscribed: (name: string) => `Unsubscribed from ${name}`,
  endedOnDeactivation: (name: string) => `Unsubscribed from ${name}: the company was deactivated`,
  notAvailable: (name: string) => `${name} is not available yet`,
  alreadySubscribed: (name: string) => `You are already subscribed to ${name}`,
  notSubscribed: (name: string) => `You are not subscribed to ${name}`,
} as const;
const M = SUBSCRIPTION_MESSAGES;

export class SubscribeDto {
  @ApiProperty({ example: 3, description: 'Service app id: 1 HTML To PDF, 2 Face Identification, 6 BarCode, 7 QRCode, 3 POS, 9 SSL, 10 HRMS' })
  @IsInt({ message: M.appId })
  @Min(1, { message: M.appId })
  @IsDefined({ message: M.appIdRequired })
  appId!: number;

  @ApiProperty({ description: 'true subscribes, false unsubscribes' })
  @IsBoolean({ message: M.isSubscribed })
  @IsDefined({ message: M.isSubscribedRequired })
  isSubscribed!: boolean;
}

export class AppIdQuery {
  @IdNumber(M.appId, IsDefined({ message: M.appIdRequired }), { example: 3 })
  appId!: number;
}

/** The provider edits price and availability of one service. */
export class UpdateServiceDto {
  @ApiProperty({ example: 3 })
  @IsInt({ message: M.appId })
  @Min(1, { message: M.appId })
  @IsDefined({ message: M.appIdRequired })
  appId!: number;

  @ApiProperty({ required: false, example: '799.00', description: 'Decimal string, rupees' })
  @IsOptional()
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: M.price })
  @IndianAmount()
  price?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: M.available })
  available?: boolean;

  @ApiProperty({ required: false, example: '2026-11-15', description: 'The day the new price takes effect (India): tomorrow by default, never a day already begun' })
  @IsOptional()
  @ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message: M.effectiveFrom })
  effectiveFrom?: string;
}

export class ServiceView {
  @ApiProperty({ description: 'The open subscription period id; 0 means not subscribed' }) id!: number;
  @ApiProperty() appId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: '0 API, 1 application' }) type!: number;
  @ApiProperty() available!: boolean;
  @ApiProperty({ example: '799.00' }) price!: string;
  @ApiProperty({ example: 'INR' }) currency!: string;
  @ApiProperty({ example: 'per month' }) priceLabel!: string;
  @ApiProperty({ example: 'MONTHLY' }) paymentCycle!: string;
  @ApiProperty() isSubscribed!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '999.00', description: 'A price change already scheduled (the next one), or null' })
  nextPrice!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-15', description: 'The day nextPrice takes effect' })
  nextPriceFrom!: string | null;
}

export class PriceHistoryEntryView {
  @ApiProperty() id!: number;
  @ApiProperty() appId!: number;
  @ApiProperty({ example: '999.00' }) price!: string;
  @ApiProperty({ example: '2026-11-15' }) effectiveFrom!: string;
  @ApiProperty({ example: 'Platform Administrator' }) changedBy!: string;
  @ApiProperty() createdOn!: string;
}

export class HistoryEntryView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Subscribed to POS' }) message!: string;
  @ApiProperty({ example: 'Ravi Sharma' }) createdBy!: string;
  @ApiProperty() createdOn!: string;
}

export class SubscriptionStateView {
  @ApiProperty() id!: number;
  @ApiProperty() appId!: number;
  @ApiProperty() isSubscribed!: boolean;
}
