/** A file the mail carries: one kept by core/storage, read when the mail is delivered (e.g. an invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Where FileStorage keeps it. */
  area: string;
  key: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The tenant the mail is about, when there is one (kept for support; the outbox is platform data). */
  companyId?: number | null;
  attachments?: MailAttachment[];
}
