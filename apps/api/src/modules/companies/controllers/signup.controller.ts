import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { reply } from '../../../core/http/api-reply.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { CaptchaService } from '../../captcha/index.js';
import { CompanyView, SignupDto } from '../dtos/company.dtos.js';
import { CompaniesService } from '../services/companies.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';

export const SIGNUP_DONE =
  'Thank you for signing up. Your company is pending verification; the provider activates new companies within 24 hours.';

@ApiTags('auth')
@Controller('auth/authentication/signup')
export class SignupController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly captcha: CaptchaService,
    private readonly runner: TenantRunner,
  ) {}

  @Public()
  @Post()
  @RateLimit(10, 60_000)
  @ApiOperation({ summary: 'Sign a company up (pending until the provider activates it)' })
  @ApiEnvelope(CompanyView, { status: 201 })
  async signup(@Body() body: SignupDto) {
    await this.captcha.assertValid(body.captchaIdentifier, body.captcha);
    const company = await this.runner.runAsPlatform(() => this.companies.register(body));
    return reply(company, SIGNUP_DONE);
  }
}
