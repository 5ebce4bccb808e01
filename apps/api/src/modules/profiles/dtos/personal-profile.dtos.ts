import { isValidEmail, NAME_TITLES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsUrl, MaxLength, ValidateBy } from 'class-validator';
import { textOrNull } from '../../../core/http/dto-transforms.js';
import { BoundedText, NullableText, OptionalFlag, OptionalSaveId, PhoneField } from '../../../core/http/dto-fields.js';

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

  @BoundedText(2, 50, { required: PROFILE_MESSAGES.nameRequired, length: PROFILE_MESSAGES.name })
  name: string;

  @BoundedText(2, 50, { required: PROFILE_MESSAGES.titleRequired, length: PROFILE_MESSAGES.title }, { minLength: 2, maxLength: 50, description: 'Job title' })
  title: string;

  @ApiProperty({ example: 'asha@example.in' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(254, { message: PROFILE_MESSAGES.email })
  @IsEmailAddress(PROFILE_MESSAGES.email)
  @IsNotEmpty({ message: PROFILE_MESSAGES.emailRequired })
  email: string;

  @PhoneField({ invalid: PROFILE_MESSAGES.phone, required: PROFILE_MESSAGES.phoneRequired }, { example: '9876543210', description: 'Exactly 10 digits' })
  phone: string;

  @BoundedText(2, 50, { required: PROFILE_MESSAGES.countryRequired, length: PROFILE_MESSAGES.country })
  country: string;

  @BoundedText(2, 50, { required: PROFILE_MESSAGES.cityRequired, length: PROFILE_MESSAGES.city })
  city: string;

  @OptionalFlag('emailMasked must be true or false', { default: true, description: 'Show the e-mail masked in the view' })
  emailMasked?: boolean;

  @OptionalFlag('phoneMasked must be true or false', { default: true, description: 'Show the phone masked in the view (all but the last 3 digits)' })
  phoneMasked?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'A social or personal link (http/https)' })
  @Transform(textOrNull)
  @IsOptional()
  @MaxLength(300, { message: PROFILE_MESSAGES.url })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: PROFILE_MESSAGES.url })
  url?: string | null;

  @NullableText(2000, 'About must be at most 2000 characters', { nullable: true, type: String, maxLength: 2000 })
  about?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Skill texts (or one comma-separated text)' })
  @Transform(skillList)
  @IsOptional()
  @EachShortText(PROFILE_MESSAGES.skills)
  @ArrayMaxSize(30, { message: PROFILE_MESSAGES.skills })
  @IsArray({ message: PROFILE_MESSAGES.skills })
  skills?: string[];

  @NullableText(300, 'Icon must be at most 300 characters', { nullable: true, type: String, description: 'Avatar image URL (https) or a short text/emoji shown in the list' })
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
