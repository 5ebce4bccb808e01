export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The tenant the mail is about, when there is one (kept for support; the outbox is platform data). */
  companyId?: number | null;
}
