import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { OptionalField, OptionalPickedId, OptionalText, SaveId, TrimmedText } from '../../../core/http/dto-fields.js';

export const WAREHOUSE_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  address: 'Address must be at most 500 characters',
  city: 'City must be at most 100 characters',
  state: 'Please select state',
  country: 'Please select country',
  pincode: 'Pincode must be 6 digits',
  isDefault: 'Default must be true or false',
  geoLocation: 'Geo location must be "latitude,longitude"',
  notFound: 'Warehouse not found',
  deleteDefault: 'The default warehouse cannot be deleted: make another one the default first',
  nameTaken: 'A warehouse with this name already exists',
  keepDefault: 'A company always has one default warehouse: make another warehouse the default instead',
  noDefault: 'No default warehouse: create a warehouse first',
  id: 'id must be a whole number',
} as const;

const M = WAREHOUSE_MESSAGES;

/** POST /api/erp/warehouse: id 0 creates. The first warehouse becomes the default. */
export class SaveWarehouseDto {
  @SaveId('0 for a new warehouse', M.id)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @OptionalText(500, M.address)
  address?: string;

  @OptionalText(100, M.city)
  city?: string;

  @OptionalPickedId(M.state, { description: 'State id (GST state code)', example: 27 })
  stateId?: number;

  @ApiPropertyOptional({ default: 1 })
  @Transform(({ value }) => (value === undefined || value === null || value === '' ? 1 : value))
  @Type(() => Number)
  @Min(1, { message: M.country })
  @IsInt({ message: M.country })
  countryId: number = 1;

  @OptionalField({}, Matches(/^[1-9]\d{5}$/, { message: M.pincode }))
  pincode?: string;

  @ApiPropertyOptional({ description: 'true makes this the default (the previous default stops being one)' })
  @IsOptional()
  @IsBoolean({ message: M.isDefault })
  isDefault?: boolean;

  @OptionalField({ example: '18.5204,73.8567' }, Matches(/^-?\d{1,2}(\.\d{1,8})?\s*,\s*-?\d{1,3}(\.\d{1,8})?$/, { message: M.geoLocation }))
  geoLocation?: string;
}

export class WarehouseView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: Number }) stateId: number | null;
  @ApiProperty({ nullable: true, type: String }) stateName: string | null;
  @ApiProperty() countryId: number;
  @ApiProperty() countryName: string;
  @ApiProperty({ nullable: true, type: String }) pincode: string | null;
  @ApiProperty() isDefault: boolean;
  @ApiProperty({ nullable: true, type: String }) geoLocation: string | null;
}

export class WarehouseOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() isDefault: boolean;
}

