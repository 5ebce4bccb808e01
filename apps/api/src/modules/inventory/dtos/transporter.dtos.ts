import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { SaveId, TrimmedText } from '../../../core/http/dto-fields.js';
import { EWAY_MESSAGES } from './eway-bill.dtos.js';

export const TRANSPORTER_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  nameTaken: 'A transporter with this name already exists',
  notFound: EWAY_MESSAGES.transporterNotFound,
  id: 'id must be a whole number',
} as const;

const M = TRANSPORTER_MESSAGES;
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() ? value.trim().toUpperCase() : undefined) : value ?? undefined);

/** POST /api/erp/transporter: id 0 creates. Everything but the name is a default for the e-way bills that pick it. */
export class SaveTransporterDto {
  @SaveId('0 for a new transporter', M.id)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @ApiPropertyOptional({ example: '29AAGCB7383J1Z4', description: "The transporter's GSTIN or TRANSIN (the e-way bill's transporterId)" })
  @Transform(upper)
  @IsOptional()
  @Matches(/^[0-9]{2}[0-9A-Z]{13}$/, { message: EWAY_MESSAGES.transporterId })
  transporterGstin?: string;

  @ApiPropertyOptional({ enum: ['ROAD', 'RAIL', 'AIR', 'SHIP'], default: 'ROAD' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : value ?? 'ROAD'))
  @IsIn(['ROAD', 'RAIL', 'AIR', 'SHIP'], { message: EWAY_MESSAGES.mode })
  transportMode: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP' = 'ROAD';

  @ApiPropertyOptional({ example: 'MH12AB1234' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() ? value.replace(/[\s-]/g, '').toUpperCase() : undefined) : value ?? undefined))
  @IsOptional()
  @Matches(/^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|TR[A-Z0-9]{6,13}|\d{2}BH\d{4}[A-Z]{1,2})$/, { message: EWAY_MESSAGES.vehicleNo })
  vehicleNo?: string;

  @ApiPropertyOptional({ example: 150, description: 'Usual distance in km (0: the portal computes it from the PIN codes)' })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value))
  @IsOptional()
  @IsInt({ message: EWAY_MESSAGES.distance })
  @Min(0, { message: EWAY_MESSAGES.distance })
  @Max(4000, { message: EWAY_MESSAGES.distance })
  distanceKm?: number;
}

export class TransporterView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) transporterGstin: string | null;
  @ApiProperty({ enum: ['ROAD', 'RAIL', 'AIR', 'SHIP'] }) transportMode: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP';
  @ApiProperty({ nullable: true, type: String }) vehicleNo: string | null;
  @ApiProperty({ nullable: true, type: Number }) distanceKm: number | null;
}
