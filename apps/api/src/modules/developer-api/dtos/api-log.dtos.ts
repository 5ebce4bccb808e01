import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';

/** The APIs of the log's app dropdown (0 = all). */
export const API_APPS: Record<number, string> = { 1: 'HTML To PDF', 2: 'Face Identification', 6: 'BarCode', 7: 'QRCode' };

export const API_LOG_MESSAGES = {
  appId: 'App must be one of 0 (all), 1, 2, 6, 7',
  fromDate: 'From date must be a valid date (yyyy-MM-dd)',
  toDate: 'To date must be a valid date (yyyy-MM-dd)',
  range: 'From date must be on or before To date',
  tooLong: 'The date range can be at most 366 days',
} as const;
const M = API_LOG_MESSAGES;

export class ApiLogFilter {
  @ApiPropertyOptional({ enum: [0, 1, 2, 6, 7], default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1, 2, 6, 7], { message: M.appId })
  appId?: number;

  @ApiPropertyOptional({ example: '2025-04-01', description: 'Default: the first day of the current month (India time)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.fromDate })
  @IsISO8601({ strict: true }, { message: M.fromDate })
  fromDate?: string;

  @ApiPropertyOptional({ example: '2025-04-30', description: 'Default: the last day of the current month; inclusive' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.toDate })
  @IsISO8601({ strict: true }, { message: M.toDate })
  toDate?: string;
}

export class ApiLogView {
  @ApiProperty() id!: number;
  @ApiProperty() appId!: number;
  @ApiProperty({ example: 'QRCode' }) appName!: string;
  @ApiProperty({ example: '203.0.113.7' }) clientip!: string;
  @ApiProperty() createdOn!: string;
  @ApiProperty({ example: 'Success' }) message!: string;
  @ApiProperty({ example: 200 }) status!: number;
  @ApiProperty() durationMs!: number;
  @ApiProperty({ nullable: true, type: Boolean, description: 'Whether the call is billed (a 2xx with the service\'s result); null for calls logged before metering by outcome' })
  billable!: boolean | null;
  @ApiProperty({ nullable: true, type: String, example: 'RATE_LIMITED', description: 'Why the call is not billed' })
  unbilledReason!: string | null;
}


export class ApiCallsPerDayView {
  @ApiProperty({ example: '2025-04-01' }) day!: string;
  @ApiProperty() appId!: number;
  @ApiProperty() appName!: string;
  @ApiProperty() calls!: number;
}
