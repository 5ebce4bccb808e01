import { isValidEmail, NAME_TITLES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, Length, MaxLength, ValidateBy,
} from 'class-validator';
import { IsTenDigitPhone, Required } from '../../../core/http/field-validators.js';
import { textOrNull, trim } from '../../../core/http/dto-transforms.js';
import { OptionalSaveId, phoneInput } from '../../../core/http/dto-fields.js';

export const PROFILE_MESSAGES = {
  nameTitle: 'Select Title',
  revealForbidden: "Only the company's administrator or the person who created this profile can see its unmasked e-mail and phone",
  editForbidden: "Only the company's administrator or the person who created this profile can change it",
  nameRequired: 'Name is required',
  name: 'Name must be 2 to 50 characters',
  titleRequired: 'Title is required',
  title: 'Title must be 2 to 50 characters',
  emailRequired: 'Email is required.',
  email: 'Invalid email address.',
  phone: 'Phone number must be exactly 10 digits.',
  phoneRequired: 'Phone number is required.',
  countryRequired: 'Country is required',
  country: 'Country must be 2 to 50 characters',
  cityRequired: 'City is required',
  city: 'City must be 2 to 50 characters',
  url: 'Please enter a valid URL (http or https)',
  skills: 'Skills must be a list of up to 30 texts of at most 50 characters',
  notFound: 'Profile not found',
  emailTaken: 'A profile with this email already exists',
} as const;

const bool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const skillList = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return Array.isArray(list) ? list.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '') : list;
};

const IsEmailAddress = (message: string) =>
  ValidateBy({ name: 'isEmailAddress', validator: { validate: (v) => isValidEmail(v) } }, { message });
const EachShortText = (message: string) =>
  ValidateBy({
    name: 'eachShortText',
    validator: { validate: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string' && s.length >= 1 && s.length <= 50) },
  }, { message });

/** POST /api/erp/personal-profile: id 0 creates. Rule order: the bottom decorator is checked first. */
export class SaveProfileDto {
  @OptionalSaveId()
  id: number = 0;

  @ApiProperty({ enum: NAME_TITLES })
  @IsIn(NAME_TITLES, { message: PROFILE_MESSAGES.nameTitle })
  nameTitle: string;

  @ApiProperty({ minLength: 2, maxLength: 50 })
  @Transform(trim)
  @Length(2, 50, { message: PROFILE_MESSAGES.name })
  @IsString({ message: PROFILE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: PROFILE_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ minLength: 2, maxLength: 50, description: 'Job title' })
  @Transform(trim)
  @Length(2, 50, { message: PROFILE_MESSAGES.title })
  @IsString({ message: PROFILE_MESSAGES.titleRequired })
  @IsNotEmpty({ message: PROFILE_MESSAGES.titleRequired })
  title: string;

  @ApiProperty({ example: 'asha@example.in' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(254, { message: PROFILE_MESSAGES.email })
  @IsEmailAddress(PROFILE_MESSAGES.email)
  @IsNotEmpty({ message: PROFILE_MESSAGES.emailRequired })
  email: string;

  @ApiProperty({ example: '9876543210', description: 'Exactly 10 digits' })
  @Transform(phoneInput)
  @IsTenDigitPhone({ message: PROFILE_MESSAGES.phone })
  @Required(PROFILE_MESSAGES.phoneRequired)
  phone: string;

  @ApiProperty({ minLength: 2, maxLength: 50 })
  @Transform(trim)
  @Length(2, 50, { message: PROFILE_MESSAGES.country })
  @IsString({ message: PROFILE_MESSAGES.countryRequired })
  @IsNotEmpty({ message: PROFILE_MESSAGES.countryRequired })
  country: string;

  @ApiProperty({ minLength: 2, maxLength: 50 })
  @Transform(trim)
  @Length(2, 50, { message: PROFILE_MESSAGES.city })
  @IsString({ message: PROFILE_MESSAGES.cityRequired })
  @IsNotEmpty({ message: PROFILE_MESSAGES.cityRequired })
  city: string;

  @ApiPropertyOptional({ default: true, description: 'Show the e-mail masked in the view' })
  @Transform(bool)
  @IsOptional()
  @IsBoolean({ message: 'emailMasked must be true or false' })
  emailMasked?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Show the phone masked in the view (all but the last 3 digits)' })
  @Transform(bool)
  @IsOptional()
  @IsBoolean({ message: 'phoneMasked must be true or false' })
  phoneMasked?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'A social or personal link (http/https)' })
  @Transform(textOrNull)
  @IsOptional()
  @MaxLength(300, { message: PROFILE_MESSAGES.url })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: PROFILE_MESSAGES.url })
  url?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 2000 })
  @Transform(textOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'About must be at most 2000 characters' })
  about?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Skill texts (or one comma-separated text)' })
  @Transform(skillList)
  @IsOptional()
  @EachShortText(PROFILE_MESSAGES.skills)
  @ArrayMaxSize(30, { message: PROFILE_MESSAGES.skills })
  @IsArray({ message: PROFILE_MESSAGES.skills })
  skills?: string[];

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Avatar image URL (https) or a short text/emoji shown in the list' })
  @Transform(textOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Icon must be at most 300 characters' })
  icon?: string | null;
}

export class ProfileListItem {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NAME_TITLES }) nameTitle: string;
  @ApiProperty() name: string;
  @ApiProperty() title: string;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
  @ApiProperty({ nullable: true, type: String }) icon: string | null;
}

export class ProfileView extends ProfileListItem {
  @ApiProperty({ description: "Whether the caller may edit it and see its unmasked contact details (the company's administrator or the profile's creator)" })
  canEdit: boolean;
  @ApiProperty({ description: 'Masked (first character and domain) unless emailMasked is false or reveal=true' }) email: string;
  @ApiProperty({ description: 'All but the last 3 digits masked unless phoneMasked is false or reveal=true' }) phone: string;
  @ApiProperty() emailMasked: boolean;
  @ApiProperty() phoneMasked: boolean;
  @ApiProperty({ nullable: true, type: String }) url: string | null;
  @ApiProperty({ nullable: true, type: String }) about: string | null;
  @ApiProperty({ type: [String] }) skills: string[];
}
