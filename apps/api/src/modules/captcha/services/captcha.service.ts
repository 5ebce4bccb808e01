import { createHash, randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { CaptchaRepository } from '../repositories/captcha.repository.js';
import { drawCaptcha } from './captcha-image.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const INVALID_CAPTCHA = 'Please enter valid captcha';

/** Case-insensitive, whitespace-trimmed; only the hash is stored. */
export function answerHash(identifier: string, text: string): string {
  return createHash('sha256').update(`${identifier}:${text.trim().toLowerCase()}`).digest('hex');
}

@Injectable()
export class CaptchaService {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly runner: TenantRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(randomColor: boolean): Promise<{ identifier: string; imageBase64: string }> {
    const identifier = randomUUID();
    const { text, png } = drawCaptcha(randomColor);
    await this.runner.runAsPlatform(() =>
      this.captchas.insert(identifier, answerHash(identifier, text), new Date(Date.now() + CAPTCHA_TTL_MS)),
    );
    return { identifier, imageBase64: png.toString('base64') };
  }

  /**
   * True once for the right answer within its lifetime; the captcha is used up by any attempt,
   * right or wrong, so it cannot be guessed at repeatedly.
   */
  async verify(identifier: unknown, text: unknown): Promise<boolean> {
    if (typeof identifier !== 'string' || typeof text !== 'string' || !text.trim()) return false;
    if (!/^[0-9a-f-]{36}$/i.test(identifier)) return false;
    const consumed = await this.runner.runAsPlatform(() => this.captchas.consume(identifier));
    if (!consumed || consumed.expiresAt.getTime() < Date.now()) return false;
    // Automated tests name one answer that any live captcha accepts; refused in production by config.
    if (this.config.captchaTestAnswer && text.trim() === this.config.captchaTestAnswer) return true;
    return consumed.answerHash === answerHash(identifier, text);
  }

  /** For forms that carry a captcha: 400 with the spec's message unless it checks out. */
  async assertValid(identifier: unknown, text: unknown): Promise<void> {
    if (!(await this.verify(identifier, text))) throw new BadRequestException(INVALID_CAPTCHA);
  }
}
