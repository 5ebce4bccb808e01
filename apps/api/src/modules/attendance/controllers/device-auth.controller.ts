import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { DEVICE_AUTH_MESSAGES, DeviceLoginDto, DeviceLoginView } from '../dtos/attendance-device.dtos.js';
import { DeviceSessionsService } from '../services/device-sessions.service.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';

@ApiTags('attendance')
@Controller('auth/device')
export class DeviceAuthController {
  constructor(private readonly sessions: DeviceSessionsService) {}

  @Post('authentication')
  @Public()
  @HttpCode(200)
  @RateLimit(30, 60_000)
  @ApiOperation({
    summary: 'Device login: a token for punches only; a new login ends the previous token at once',
    description: 'User names are unique per company: send companyId when another company uses the same name. 401 for a wrong or unknown '
      + 'name or password; 429 while locked (5 failures from one address, or 20 from any, lock for 15 minutes; the owner can unlock); '
      + '403 when the company is not subscribed to HRMS or inactive.',
  })
  @ApiEnvelope(DeviceLoginView)
  @ApiErrorAnswers(401, 403)
  async login(@Body() body: DeviceLoginDto, @Ip() ip: string) {
    return reply(await this.sessions.login(body, ip ?? null), DEVICE_AUTH_MESSAGES.loggedIn);
  }
}
