import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';

/** POST /api/erp/inventory-setting */
export class SaveTradeSettingsDto {
  @ApiPropertyOptional({ nullable: true, type: Number, description: "The company's GST state when it has no GSTIN (ignored while it has one)" })
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'Please select state' })
  @IsInt({ message: 'Please select state' })
  stateId?: number | null;

  @ApiProperty({ description: 'May a sale take a product below zero stock?' })
  @IsBoolean({ message: 'Allow negative stock must be true or false' })
  allowNegativeStock: boolean;

  @ApiPropertyOptional({ description: 'A composition dealer: issues bills of supply without GST and claims no input GST (default false)' })
  @IsOptional()
  @IsBoolean({ message: 'Composition must be true or false' })
  composition?: boolean;
}

export class TradeSettingsView {
  @ApiProperty({ nullable: true, type: Number, description: 'The stored state (used only without a GSTIN)' }) stateId: number | null;
  @ApiProperty() allowNegativeStock: boolean;
  @ApiProperty({ nullable: true, type: String }) companyGstin: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The GST state in force: from the GSTIN, else the stored state' }) companyStateId: number | null;
  @ApiProperty({ nullable: true, type: String }) companyStateName: string | null;
  @ApiProperty({ enum: ['GSTIN', 'SETTING', 'NONE'] }) stateSource: 'GSTIN' | 'SETTING' | 'NONE';
  @ApiProperty() composition: boolean;
  @ApiProperty({ description: 'A GSTIN and not composition: sales are tax invoices with GST and purchases book input GST' }) collectsGst: boolean;
}
