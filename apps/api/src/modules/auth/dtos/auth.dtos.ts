import { COMPANY_ROLES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { trim } from '../../../core/http/dto-transforms.js';
import { Required } from '../../../core/http/field-validators.js';
import { stack } from '../../../core/http/dto-fields.js';

/** A password as typed (never trimmed): 5 to 16 characters; the spec's "must be 5 to 16" and "is required" messages. */
const PasswordField = (m: { length: string; required: string }) =>
  stack(
    ApiProperty({ minLength: 5, maxLength: 16 }),
    Length(5, 16, { message: m.length }), IsString({ message: m.required }), IsNotEmpty({ message: m.required }),
  );


export class LoginDto {
  @ApiProperty({ description: 'The e-mail of the account', example: 'owner@example.in' })
  @Transform(trim)
  @MaxLength(254, { message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  userName: string;

  @PasswordField({ length: 'Password must be 5 to 16 characters', required: 'Password is required' })
  password: string;

  @ApiPropertyOptional({ enum: ['WEB', 'APP'], default: 'WEB' })
  @IsOptional()
  @IsIn(['WEB', 'APP'], { message: 'source must be WEB or APP' })
  source?: string;

  @ApiPropertyOptional({ description: 'Only when a previous answer said data.captchaRequired: the captcha\'s identifier' })
  @IsOptional()
  @IsString({ message: 'Please enter valid captcha' })
  @MaxLength(64, { message: 'Please enter valid captcha' })
  captchaIdentifier?: string;

  @ApiPropertyOptional({ description: 'The text of that captcha' })
  @IsOptional()
  @IsString({ message: 'Please enter valid captcha' })
  @MaxLength(20, { message: 'Please enter valid captcha' })
  captcha?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(64, { message: 'Current password is incorrect' })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @PasswordField({ length: 'New password must be 5 to 16 characters', required: 'New password is required' })
  newPassword: string;

  @PasswordField({ length: 'Confirm password must be 5 to 16 characters', required: 'Confirm password is required' })
  confirmPassword: string;

  @ApiPropertyOptional({ enum: ['WEB', 'APP'] })
  @IsOptional()
  @IsIn(['WEB', 'APP'], { message: 'source must be WEB or APP' })
  source?: string;
}

export class CaptchaAnswerDto {
  @ApiProperty()
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  captchaIdentifier: string;

  @ApiProperty()
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  captcha: string;
}

export class ResetPasswordDto extends CaptchaAnswerDto {
  @ApiProperty()
  @MaxLength(100, { message: 'This password reset link is invalid or has expired. Please request a new one.' })
  @IsString({ message: 'The password reset token is required' })
  @IsNotEmpty({ message: 'The password reset token is required' })
  token: string;

  @PasswordField({ length: 'Password must be 5 to 16 characters', required: 'Password is required' })
  password: string;

  @ApiProperty()
  @IsString({ message: 'Passwords must match' })
  @Required('Confirm password is required')
  confirmPassword: string;
}

export class MenuEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number }) parentId: number | null;
  @ApiProperty() sortOrder: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) url: string | null;
  @ApiProperty({ nullable: true, type: String }) icon: string | null;
  @ApiProperty() applicationId: number;
}

export class UserDataView {
  @ApiProperty({ enum: ['SUPER_ADMIN', 'COMPANY_ADMIN', 'STAFF'] }) type: string;
  @ApiProperty({ enum: COMPANY_ROLES, description: 'The company role (docs/roles.md)' }) role: string;
  @ApiProperty({ type: [String], description: "What the role may do ('<area>.read' / '<area>.write'): the console hides the rest" }) permissions: string[];
  @ApiProperty() name: string;
  @ApiProperty() forcePasswordChange: boolean;
  @ApiProperty({ type: [MenuEntryView] }) menu: MenuEntryView[];
}

export class LoginView extends UserDataView {
  @ApiProperty() token: string;
  @ApiProperty() companyId: number;
  @ApiProperty() defaultLandingPage: string;
}
