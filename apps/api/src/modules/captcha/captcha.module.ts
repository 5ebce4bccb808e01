import { Module } from '@nestjs/common';
import { CaptchaController } from './controllers/captcha.controller.js';
import { IdentityHousekeepingJob, IdentityHousekeepingSchedule } from './jobs/identity-housekeeping.job.js';
import { CaptchaRepository } from './repositories/captcha.repository.js';
import { CaptchaService } from './services/captcha.service.js';

@Module({
  controllers: [CaptchaController],
  providers: [CaptchaService, CaptchaRepository, IdentityHousekeepingJob, IdentityHousekeepingSchedule],
  exports: [CaptchaService],
})
export class CaptchaModule {}
