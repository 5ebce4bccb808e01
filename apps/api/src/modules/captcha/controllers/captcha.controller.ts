import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { reply } from '../../../core/http/api-reply.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { CaptchaDto, VerifyCaptchaDto } from '../dtos/verify-captcha.dto.js';
import { CaptchaService } from '../services/captcha.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';

@ApiTags('auth')
@Public()
@Controller('auth/captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get()
  @RateLimit(30, 60_000)
  @ApiOperation({ summary: 'A new captcha image; answers once, expires after 5 minutes' })
  @ApiQuery({ name: 'randomColor', required: false, type: Boolean })
  @ApiEnvelope(CaptchaDto)
  async issue(@Query('randomColor') randomColor?: string) {
    return reply(await this.captcha.issue(randomColor === 'true' || randomColor === '1'), 'Captcha generated');
  }

  @Post('verify')
  @HttpCode(200)
  @RateLimit(30, 60_000)
  @ApiOperation({ summary: 'Checks (and uses up) a captcha answer' })
  @ApiEnvelope('boolean', { description: 'data true when the answer was right' })
  async verify(@Body() body: VerifyCaptchaDto) {
    const ok = await this.captcha.verify(body.identifier, body.text);
    return reply(ok, ok ? 'Captcha verified' : 'Please enter valid captcha');
  }
}
