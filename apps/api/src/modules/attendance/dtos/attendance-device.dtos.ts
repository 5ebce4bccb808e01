import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADDRESS_RANGE_MESSAGE, ADDRESS_RANGES_MAX, normaliseAddressRange } from '@bizdesk/shared';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { optionalText, trim } from '../../../core/http/dto-transforms.js';
import { IdNumber, OptionalField, OptionalText, PickedId, SaveId, TrimmedText } from '../../../core/http/dto-fields.js';

export const DEVICE_MESSAGES = {
  nameRequired: 'Device Name required',
  nameMin: 'Device Name must be at least 2 characters',
  nameMax: 'Device Name must be at most 100 characters',
  userNameRequired: 'User Name required',
  userNameMin: 'User Name must be at least 2 characters',
  userNameMax: 'User Name must be at most 100 characters',
  passwordRequired: 'Password required',
  passwordMin: 'Password must be at least 2 characters',
  // The spec keeps the 2-10 limit with this wording.
  passwordMax: 'Password must be below 16 characters',
  branch: 'Branch required',
  model: 'Model must be at most 100 characters',
  os: 'OS must be at most 100 characters',
  serial: 'Serial Number must be 4 to 64 letters, digits or -',
  userNameTaken: 'This device user name is already used by another device of this company',
  addresses: ADDRESS_RANGE_MESSAGE,
  addressesMax: `Allowed Addresses can hold at most ${ADDRESS_RANGES_MAX} entries`,
  unlocked: 'Attendance device unlocked',
  serialTaken: 'This serial number is already registered',
  notFound: 'Attendance device not found',
  saved: 'Attendance device saved successfully',
  id: 'id must be a whole number',
} as const;
const M = DEVICE_MESSAGES;

/** Every entry an IP address or CIDR range; stored normalised ("address/prefix"). */
const IsAddressRanges = () =>
  ValidateBy({
    name: 'isAddressRanges',
    validator: { validate: (v) => Array.isArray(v) && v.every((r) => typeof r === 'string' && normaliseAddressRange(r) !== null) },
  }, { message: M.addresses });

const addressRanges = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return value;
  const ranges = value.map((r) => (typeof r === 'string' ? (normaliseAddressRange(r) ?? r) : r));
  return [...new Set(ranges)];
};

/** POST /api/erp/attendance-device: id 0 creates; on edit a blank password keeps the current one. */
export class SaveAttendanceDeviceDto {
  @SaveId('0 for a new device', M.id)
  id: number;

  @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
  name: string;

  @ApiProperty({ minLength: 2, maxLength: 100, description: 'Unique within the company; a device whose name another company also uses logs in with its companyId' })
  @Transform(trim)
  @MaxLength(100, { message: M.userNameMax })
  @MinLength(2, { message: M.userNameMin })
  @IsNotEmpty({ message: M.userNameRequired })
  @IsString({ message: M.userNameRequired })
  userName: string;

  @OptionalField({ minLength: 2, maxLength: 10, description: 'Required for a new device; blank on edit keeps the current password' }, MaxLength(10, { message: M.passwordMax }), MinLength(2, { message: M.passwordMin }), IsString({ message: M.passwordRequired }))
  password?: string;

  @PickedId(M.branch, IsNotEmpty({ message: M.branch }))
  branchId: number;

  @OptionalText(100, M.model)
  model?: string;

  @OptionalText(100, M.os)
  os?: string;

  @ApiPropertyOptional({ description: 'For devices that push over ZKTeco ADMS (/iclock): the serial number the device reports' })
  @Transform(({ value }) => (typeof optionalText({ value }) === 'string' ? String(optionalText({ value })).toUpperCase() : optionalText({ value })))
  @IsOptional()
  @Matches(/^[A-Z0-9-]{4,64}$/, { message: M.serial })
  serialNumber?: string;

  @ApiPropertyOptional({
    type: [String], maxItems: ADDRESS_RANGES_MAX, example: ['203.0.113.0/24'],
    description: 'Source addresses the device may log in, punch and push from (IP addresses or CIDR ranges); empty: any address. Left out on edit: unchanged',
  })
  @Transform(addressRanges)
  @IsOptional()
  @IsAddressRanges()
  @ArrayMaxSize(ADDRESS_RANGES_MAX, { message: M.addressesMax })
  @IsArray({ message: M.addresses })
  allowedAddresses?: string[];
}

/** POST /api/erp/attendance-device/unlock */
export class UnlockAttendanceDeviceDto {
  @IdNumber('id must be a positive whole number', 'id is required')
  id: number;
}

export class AttendanceDeviceView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() userName: string;
  @ApiProperty() branchId: number;
  @ApiProperty() branch: string;
  @ApiProperty({ nullable: true, type: String }) model: string | null;
  @ApiProperty({ nullable: true, type: String }) os: string | null;
  @ApiProperty({ nullable: true, type: String }) serialNumber: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Last login, punch or ADMS contact' }) lastSeenAt: string | null;
  @ApiProperty({ description: 'A device session is live' }) loggedIn: boolean;
  @ApiProperty({ type: [String], description: 'Source-address limits (normalised CIDR); empty: any address' }) allowedAddresses: string[];
  @ApiProperty({ nullable: true, type: String, description: 'Logins are refused until then (failed guesses); the owner can lift it' }) lockedUntil: string | null;
}


export const DEVICE_AUTH_MESSAGES = {
  userNameRequired: 'User Name required',
  passwordRequired: 'Password required',
  invalid: 'Invalid device user name or password',
  companyId: 'Company ID must be a positive whole number',
  companyInactive: 'Your company account is inactive. Please contact support to reactivate it.',
  addressRefused: 'This device may not be used from this address',
  invalidToken: 'Device session has ended or is invalid. Please log the device in again.',
  missingToken: 'Device token required',
  loggedIn: 'Device logged in successfully',
} as const;

/** POST /api/auth/device/authentication */
export class DeviceLoginDto {
  @ApiProperty()
  @Transform(trim)
  @MaxLength(100, { message: DEVICE_AUTH_MESSAGES.invalid })
  @IsNotEmpty({ message: DEVICE_AUTH_MESSAGES.userNameRequired })
  @IsString({ message: DEVICE_AUTH_MESSAGES.userNameRequired })
  userName: string;

  @ApiProperty()
  @MaxLength(100, { message: DEVICE_AUTH_MESSAGES.invalid })
  @IsNotEmpty({ message: DEVICE_AUTH_MESSAGES.passwordRequired })
  @IsString({ message: DEVICE_AUTH_MESSAGES.passwordRequired })
  password: string;

  @ApiPropertyOptional({ description: 'The company the device belongs to; needed when another company uses the same device user name' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: DEVICE_AUTH_MESSAGES.companyId })
  @Min(1, { message: DEVICE_AUTH_MESSAGES.companyId })
  companyId?: number;
}

export class DeviceLoginView {
  @ApiProperty({ description: 'Bearer token for punches only; a new login ends it' }) token: string;
  @ApiProperty() deviceId: number;
  @ApiProperty() deviceName: string;
  @ApiProperty() companyId: number;
  @ApiProperty() branchId: number;
}
