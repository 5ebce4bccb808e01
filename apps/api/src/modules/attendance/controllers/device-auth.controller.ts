import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { DEVICE_AUTH_MESSAGES, DeviceLoginDto, DeviceLoginView } from '../dtos/attendance-device.dtos.js';
import { DeviceSessionsService } from '../services/device-sessions.service.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';

@ApiTags('attendance')
@Controller('auth/device')
export class DeviceAuthController {
  constructor(private readonly sessions: DeviceSessionsService) {}

  @Post('authentication')
  @Public()
  @HttpCode(200)
  @RateLimit(30, 60_000)
  @ApiOperation({ summary: 'Device login: a token for punches only; a new login ends the previous token at once' })
  @ApiEnvelope(DeviceLoginView)
  async login(@Body() body: DeviceLoginDto) {
    return reply(await this.sessions.login(body.userName, body.password), DEVICE_AUTH_MESSAGES.loggedIn);
  }
}
