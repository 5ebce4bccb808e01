import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IdNumber, OptionalField } from '../../../core/http/dto-fields.js';

export const API_KEY_MESSAGES = {
  created: 'API key created successfully',
  activated: 'API key activated successfully',
  deactivated: 'API key deactivated successfully',
  revealed: 'API key revealed',
  notFound: 'API key not found',
  limit: 'You can have at most 10 active API keys',
  idRequired: 'API key id is required',
  id: 'API key id must be a whole number',
  activeRequired: 'Active is required',
  active: 'Active must be true or false',
  name: 'Name must be at most 60 characters',
  historyCreated: 'API key created',
  historyActivated: 'API key activated',
  historyDeactivated: 'API key deactivated',
  historyRevealed: 'API key revealed',
  passwordRequired: 'Enter your password to reveal the API key',
  passwordWrong: 'The password is not correct',
  originsSaved: 'Allowed origins saved',
  historyOrigins: (origins: string[]) => (origins.length ? `Allowed origins set to ${origins.join(', ')}` : 'Allowed origins cleared'),
  rotated: 'API key rotated: the old key keeps working for 24 hours',
  rotateInactive: 'Only an active API key can be rotated',
  alreadyRotated: 'This API key has already been rotated; rotate the key that replaced it',
  expiredActivate: 'This API key was rotated and has expired; use the key that replaced it',
  historyRotatedOld: (last4: string, until: string) => `API key rotated: replaced by the key ending ${last4}; this key works until ${until}`,
  historyRotatedNew: (last4: string) => `API key created by rotating the key ending ${last4}`,
} as const;
const M = API_KEY_MESSAGES;

export class CreateApiKeyDto {
  @OptionalField({ example: 'Billing server' }, IsString({ message: M.name }), MaxLength(60, { message: M.name }))
  name?: string;
}

/** The whole key as the list answered it, with the active flag flipped (the spec's toggle). */
export class ToggleApiKeyDto {
  @ApiProperty()
  @IsInt({ message: M.id })
  @Min(1, { message: M.id })
  @IsDefined({ message: M.idRequired })
  id!: number;

  @ApiProperty()
  @IsBoolean({ message: M.active })
  @IsDefined({ message: M.activeRequired })
  active!: boolean;

  @ApiPropertyOptional({ description: 'Ignored: the key itself never changes' }) @IsOptional() key?: unknown;
  @ApiPropertyOptional({ description: 'Ignored' }) @IsOptional() name?: unknown;
  @ApiPropertyOptional({ description: 'Ignored' }) @IsOptional() createdOn?: unknown;
  @ApiPropertyOptional({ description: 'Ignored' }) @IsOptional() modifiedOn?: unknown;
}

export class ApiKeyIdDto {
  @ApiProperty()
  @IsInt({ message: M.id })
  @Min(1, { message: M.id })
  @IsDefined({ message: M.idRequired })
  id!: number;
}

/** POST /api/erp/subscription/api-key/reveal: the eye button, after the user types their password again. */
export class RevealApiKeyDto extends ApiKeyIdDto {
  @ApiPropertyOptional({ description: 'The signed-in user\'s password (403 without it or when wrong)' })
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  password?: string;
}

/** PUT /api/erp/subscription/api-key/{id}/origins: the pages allowed to call /api/v1 with this key from a browser. */
export class ApiKeyOriginsDto {
  @ApiProperty({ type: [String], example: ['https://shop.example.com'], description: 'Exact origins (scheme://host[:port]), at most 20; [] allows no browser page' })
  @IsDefined({ message: 'Allowed origins are required' })
  allowedOrigins!: unknown;
}

export class ApiKeyIdQuery {
  @IdNumber(M.id, IsDefined({ message: M.idRequired }))
  apiKeyId!: number;
}

export class ApiKeyView {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ description: 'Masked (all but the last 4 characters) except in the create and reveal answers' }) key!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() createdOn!: string;
  @ApiProperty() modifiedOn!: string;
  @ApiProperty({ type: [String], description: 'Origins whose pages may call /api/v1 with this key from a browser (CORS)' }) allowedOrigins!: string[];
  @ApiProperty({ nullable: true, type: String, description: 'Set once the key was rotated: refused (401) from then on' }) expiresAt!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The key that replaced this one when it was rotated' }) replacedBy!: number | null;
}
