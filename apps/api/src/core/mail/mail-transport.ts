import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MailMessage } from './mail-message.js';

/**
 * SMTP when SMTP_URL is set (required in production); otherwise the outbox row is the delivery. The log
 * names the mail but never its text: mails carry reset links and other tokens, and logs travel further
 * than the database (a developer reads the link from outbox_emails).
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

  /** `files` are the message's attachments with their bytes (read from storage by the delivery job). */
  async deliver(message: MailMessage & { id?: number }, files: { filename: string; contentType: string; content: Buffer }[] = []): Promise<void> {
    if (!this.transporter) {
      const files = message.attachments?.length ? ` with ${message.attachments.map((a) => a.filename).join(', ')}` : '';
      this.logger.log(`mail ${message.id ?? ''} to ${message.to} kept in outbox_emails (no SMTP_URL): ${message.subject}${files}`);
      return;
    }
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: files.map((f) => ({ filename: f.filename, content: f.content, contentType: f.contentType })),
    });
  }
}
