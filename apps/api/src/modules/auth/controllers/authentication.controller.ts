import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../core/http/rate-limit.js';
import type { Request } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import { AllowDuringPasswordChange, Public } from '../../../core/tenancy/route-metadata.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { ChangePasswordDto, LoginDto, LoginView, UserDataView } from '../dtos/auth.dtos.js';
import { AuthService } from '../services/auth.service.js';
import { PASSWORD_MESSAGES, PasswordService } from '../services/password.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { AnySignedInUser } from '../../../core/tenancy/permissions.js';
import { PostRoute } from '../../../core/http/routes.js';

@ApiTags('auth')
@Controller('auth/authentication')
export class AuthenticationController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @RateLimit(20, 60_000)
  @ApiOperation({
    summary: 'Log in with e-mail and password',
    description: 'After many failures from one address or on one account the answer is 429 with data.captchaRequired: true; '
      + 'repeat the login with captchaIdentifier and captcha (GET /api/auth/captcha).',
  })
  @ApiEnvelope(LoginView)
  async login(@Body() body: LoginDto, @Req() req: Request) {
    const result = await this.auth.login(body.userName, body.password, {
      ip: req.ip ?? 'unknown',
      userAgent: req.headers['user-agent'],
    }, { identifier: body.captchaIdentifier, answer: body.captcha });
    return reply(result, 'Login successful');
  }

  @AllowDuringPasswordChange()
  @ApiBearerAuth()
  @PostRoute(AnySignedInUser(), 'rebind', "The signed-in user's current menu and flags", ApiEnvelope(UserDataView))
  async rebind(@Principal() principal: SessionPrincipal) {
    return reply(await this.auth.rebind(principal), 'Menu refreshed');
  }

  @AllowDuringPasswordChange()
  @ApiBearerAuth()
  @PostRoute(AnySignedInUser(), 'logout', 'Revokes this session on the server', ApiEnvelope(null))
  async logout(@Principal() principal: SessionPrincipal) {
    await this.auth.logout(principal);
    return reply(null, 'Logged out successfully');
  }

  @AllowDuringPasswordChange()
  @ApiBearerAuth()
  @PostRoute(AnySignedInUser(), 'change-password', 'Changes the password and ends every session of the user', ApiEnvelope(null))
  async changePassword(@Principal() principal: SessionPrincipal, @Body() body: ChangePasswordDto) {
    await this.passwords.change(principal, body.currentPassword, body.newPassword, body.confirmPassword);
    return reply(null, PASSWORD_MESSAGES.changed);
  }
}
