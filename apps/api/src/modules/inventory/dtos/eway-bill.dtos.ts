import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsCalendarDate, Required } from '../../../core/http/field-validators.js';

export const EWAY_MESSAGES = {
  mode: 'Transport mode must be ROAD, RAIL, AIR or SHIP',
  distanceRequired: 'Distance (km) is required',
  distance: 'Distance must be a whole number of km from 0 to 4000 (0: the portal computes it from the PIN codes)',
  vehicleNo: 'Vehicle number must be like MH12AB1234',
  transporterId: "Transporter id must be the transporter's 15-character GSTIN or TRANSIN",
  roadNeeds: "A road e-way bill needs the vehicle number or the transporter's id",
  docNeeds: 'Rail, air and ship need the transport document number and date',
  docDate: 'Transport document date must be a valid date (yyyy-MM-dd)',
  force: 'force must be true or false',
  belowThreshold: (total: string) =>
    `An e-way bill is required only above ₹50,000.00: this invoice is ${total} (ask with force=true to make one anyway)`,
  noGoods: 'This invoice has only services (SAC 99): an e-way bill is for goods',
  noPin: "The customer's address on this invoice has no 6-digit PIN code: an e-way bill needs the destination PIN",
  noSellerPin: 'The company address has no 6-digit PIN code: an e-way bill needs the dispatch PIN',
  transporter: 'Transporter must be the id of a saved transporter',
  transporterNotFound: 'Transporter not found',
  transferBelowThreshold: (total: string) =>
    `An e-way bill is required only above ₹50,000.00: the goods on this transfer are worth ${total} (ask with force=true to make one anyway)`,
  transferNoGstin: 'An e-way bill for a stock transfer needs the company GSTIN (Company profile)',
  transferNoPin: (warehouse: string) => `Warehouse ${warehouse} has no 6-digit PIN code: an e-way bill needs the PIN of both warehouses`,
  transferNotFound: 'Stock transfer not found',
} as const;

/** GET /api/erp/sale-invoice/{id}/e-way-bill and /api/erp/stock/transfer/{id}/e-way-bill */
export class EwayBillQuery {
  @ApiProperty({ enum: ['ROAD', 'RAIL', 'AIR', 'SHIP'], required: false, default: 'ROAD' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined))
  @IsOptional()
  @IsIn(['ROAD', 'RAIL', 'AIR', 'SHIP'], { message: EWAY_MESSAGES.mode })
  transportMode?: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP';

  @ApiProperty({ required: false, example: 3, description: "A saved transporter's id: its mode, vehicle, GSTIN and distance, each overridden by the same field here" })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value === '' ? undefined : value))
  @IsOptional()
  @Min(1, { message: EWAY_MESSAGES.transporter })
  @IsInt({ message: EWAY_MESSAGES.transporter })
  transporter?: number;

  @ApiProperty({ required: false, example: 150, description: "Approximate distance in km; 0 lets the portal compute it from the PIN codes (required unless the saved transporter has one)" })
  // Only a saved transporter can stand in for the distance: without one it is required as before.
  @ValidateIf((o: { transporter?: unknown; distanceKm?: unknown }) => o.transporter === undefined || o.distanceKm !== undefined)
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value))
  @IsInt({ message: EWAY_MESSAGES.distance })
  @Min(0, { message: EWAY_MESSAGES.distance })
  @Max(4000, { message: EWAY_MESSAGES.distance })
  @Required(EWAY_MESSAGES.distanceRequired)
  distanceKm?: number;

  @ApiProperty({ required: false, example: 'MH12AB1234' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.replace(/[\s-]/g, '').toUpperCase() : undefined))
  @IsOptional()
  @Matches(/^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|TR[A-Z0-9]{6,13}|\d{2}BH\d{4}[A-Z]{1,2})$/, { message: EWAY_MESSAGES.vehicleNo })
  vehicleNo?: string;

  @ApiProperty({ required: false, example: '29AAGCB7383J1Z4' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined))
  @IsOptional()
  @Matches(/^[0-9]{2}[0-9A-Z]{13}$/, { message: EWAY_MESSAGES.transporterId })
  transporterId?: string;

  @ApiProperty({ required: false, example: 'Sahyadri Roadways' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @MaxLength(100)
  transporterName?: string;

  @ApiProperty({ required: false, description: 'Railway receipt, airway bill or bill of lading number' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @MaxLength(15)
  transportDocNo?: string;

  @ApiProperty({ required: false, example: '2026-11-20' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @IsCalendarDate(EWAY_MESSAGES.docDate, EWAY_MESSAGES.docDate)
  transportDocDate?: string;

  @ApiProperty({ required: false, enum: ['true', 'false'], description: 'true: make the e-way bill even at ₹50,000 or less' })
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : value === 'true' || value === true ? true : value === 'false' || value === false ? false : value))
  @IsOptional()
  @IsBoolean({ message: EWAY_MESSAGES.force })
  force?: boolean;
}
