import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { COMPANY_ROLES } from '@bizdesk/shared';
import { trim } from '../../../core/http/dto-transforms.js';
import { Required } from '../../../core/http/field-validators.js';

export const COMPANY_USER_MESSAGES = {
  nameRequired: 'Please enter name',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  emailRequired: 'Please enter email',
  emailInvalid: 'Email must be a valid e-mail address',
  emailMax: 'Email must be at most 254 characters',
  roleRequired: 'Please select role',
  roleInvalid: `Role must be one of ${COMPANY_ROLES.join(', ')}`,
  activeInvalid: 'Active must be true or false',
  nothingToChange: 'Send role or active to change',
  inviteSelf: 'Email is your own: you cannot invite yourself',
  emailInCompany: 'Email already belongs to a user of this company',
  emailTaken: 'Email is already used by another BizDesk account',
  ownRole: 'You cannot change your own role',
  ownActive: 'You cannot deactivate yourself',
  lastOwner: 'The company must keep at least one active owner: make another user an owner first',
  notFound: 'User not found',
  notPending: 'This user has already set a password: no invitation to send again',
  inactive: 'Activate the user before sending the invitation again',
  invited: 'Invitation sent',
  invitedAgain: 'Invitation sent again',
  updated: 'User updated successfully',
  fetched: 'Users fetched successfully',
} as const;

const M = COMPANY_USER_MESSAGES;

/** POST /api/erp/users: the new user gets an invitation mail with a link to set the password. */
export class InviteUserDto {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Asha Patil' })
  @Transform(trim)
  @MaxLength(100, { message: M.nameMax })
  @MinLength(2, { message: M.nameMin })
  @IsString({ message: M.nameRequired })
  @Required(M.nameRequired)
  name: string;

  @ApiProperty({ maxLength: 254, example: 'asha@example.in' })
  @Transform(trim)
  @MaxLength(254, { message: M.emailMax })
  @IsEmail({}, { message: M.emailInvalid })
  @Required(M.emailRequired)
  email: string;

  @ApiProperty({ enum: COMPANY_ROLES })
  @IsIn(COMPANY_ROLES, { message: M.roleInvalid })
  @Required(M.roleRequired)
  role: string;
}

/** PATCH /api/erp/users/{id}: a new role, or (de)activation; at least one. */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: COMPANY_ROLES })
  @IsOptional()
  @IsIn(COMPANY_ROLES, { message: M.roleInvalid })
  role?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: M.activeInvalid })
  active?: boolean;
}

export class CompanyUserView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: COMPANY_ROLES }) role: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Invited, and the password not set yet' }) invitationPending: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) invitedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The signed-in user' }) isYou: boolean;
}
