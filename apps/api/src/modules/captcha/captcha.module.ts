import { Module } from '@nestjs/common';
import { CaptchaController } from './controllers/captcha.controller.js';
import { CaptchaRepository } from './repositories/captcha.repository.js';
import { CaptchaHousekeeper } from './services/captcha-housekeeper.js';
import { CaptchaService } from './services/captcha.service.js';

@Module({
  controllers: [CaptchaController],
  providers: [CaptchaService, CaptchaRepository, CaptchaHousekeeper],
  exports: [CaptchaService],
})
export class CaptchaModule {}
