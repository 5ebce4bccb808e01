import { BadRequestException, Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { isEmail } from 'class-validator';
import { reply } from '../../../core/http/api-reply.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { CaptchaAnswerDto, ResetPasswordDto } from '../dtos/auth.dtos.js';
import { PASSWORD_MESSAGES, PasswordService } from '../services/password.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';

@ApiTags('auth')
@Public()
@Controller('auth/forgot-password')
export class ForgotPasswordController {
  constructor(private readonly passwords: PasswordService) {}

  @Post()
  @HttpCode(200)
  @RateLimit(5, 60_000)
  @ApiOperation({ summary: 'E-mails a single-use reset link (same answer whether or not the account exists)' })
  @ApiQuery({ name: 'email', required: true })
  @ApiEnvelope(null)
  async request(@Query('email') email: string | undefined, @Body() body: CaptchaAnswerDto) {
    if (!email || !email.trim()) throw new BadRequestException('Please enter email');
    if (!isEmail(email.trim())) throw new BadRequestException('Invalid email address.');
    await this.passwords.requestReset(email, body.captchaIdentifier, body.captcha);
    return reply(null, PASSWORD_MESSAGES.resetSent);
  }

  @Get()
  @RateLimit(20, 60_000)
  @ApiOperation({ summary: 'Checks a reset link' })
  @ApiQuery({ name: 'token', required: true })
  @ApiEnvelope(null)
  async verify(@Query('token') token: string | undefined) {
    if (!token || token.length > 100) throw new BadRequestException(PASSWORD_MESSAGES.linkInvalid);
    await this.passwords.verifyResetToken(token);
    return reply(null, PASSWORD_MESSAGES.linkValid);
  }

  @Put()
  @RateLimit(10, 60_000)
  @ApiOperation({ summary: 'Sets a new password with a reset link; the link is then used up' })
  @ApiEnvelope(null)
  async reset(@Body() body: ResetPasswordDto) {
    await this.passwords.reset(body.token, body.password, body.confirmPassword, body.captchaIdentifier, body.captcha);
    return reply(null, PASSWORD_MESSAGES.reset);
  }
}
