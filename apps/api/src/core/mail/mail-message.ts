/** A file the mail carries, read from disk when the mail is delivered (e.g. an invoice PDF under DATA_DIR). */
export interface MailAttachment {
  filename: string;
  /** Absolute path of the stored file. */
  path: string;
  contentType: string;
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
