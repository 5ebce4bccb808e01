// The public surface of modules/captcha: other modules import only from here (scripts/check-boundaries.mjs).
export { CaptchaModule } from './captcha.module.js';
export { CaptchaService } from './services/captcha.service.js';
