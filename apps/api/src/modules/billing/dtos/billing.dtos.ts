import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { Required } from '../../../core/http/field-validators.js';
import { BILLING_MESSAGES } from '../billing.messages.js';

export class RunBillingDto {
  @ApiProperty({ example: '2026-03', description: 'The month to bill (yyyy-MM); it must have ended in India' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: BILLING_MESSAGES.monthInvalid })
  @Required('Month is required')
  month!: string;
}

export class PaymentStatusDto {
  @ApiProperty({ description: 'Our merchant order id, from /admin/phonepe-status?orderId= (unknown ids are 404)' })
  @IsString({ message: BILLING_MESSAGES.orderIdRequired })
  @Required(BILLING_MESSAGES.orderIdRequired)
  orderId!: string;
}
