import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'bizdesk:public';
export const ALLOW_DURING_PASSWORD_CHANGE = 'bizdesk:allow-during-password-change';
export const REQUIRED_USER_TYPES = 'bizdesk:required-user-types';
export const PLATFORM_SCOPE = 'bizdesk:platform-scope';

/** No bearer token needed (login, sign-up, captcha, health, webhooks). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-permission', 'public'));
/** Still callable while the user must change their password (change-password, logout, rebind). */
export const AllowDuringPasswordChange = () => SetMetadata(ALLOW_DURING_PASSWORD_CHANGE, true);
/** Only these user types may call the route. */
export const UserTypes = (...types: string[]) => applyDecorators(SetMetadata(REQUIRED_USER_TYPES, types), ApiExtension('x-user-types', types));
/** The route works across tenants (provider administration): it runs in the platform context. */
export const PlatformScope = () => applyDecorators(SetMetadata(PLATFORM_SCOPE, true), ApiExtension('x-permission', 'platform'));
