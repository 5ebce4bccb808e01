import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MailMessage } from './mail-message.js';

/**
 * SMTP when SMTP_URL is set; otherwise the outbox row is the delivery and the mail is printed to
 * the log, so a developer can follow a reset link without a mail server.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private transporter: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) this.transporter = nodemailer.createTransport(config.smtpUrl);
  }

  get usesSmtp(): boolean {
    return this.transporter !== null;
  }

  async deliver(message: MailMessage): Promise<void> {
    if (!this.transporter) {
      this.logger.log(`outbox mail to ${message.to}: ${message.subject}\n${message.text}`);
      return;
    }
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}
