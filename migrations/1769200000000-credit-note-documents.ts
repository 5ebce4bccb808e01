import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 4: a GST credit note is mailed to its company with its PDF attached, like an invoice. The PDF is
 * rendered once by a job that follows the issuing transaction, stored (FileStorage area `invoices`), and the mail
 * that carried it is kept, so a rerun of the job renders and mails nothing twice.
 */
export class CreditNoteDocuments1769200000000 implements MigrationInterface {
  name = 'CreditNoteDocuments1769200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_credit_notes
      ADD COLUMN pdf_path varchar(300),
      ADD COLUMN pdf_sha256 char(64),
      ADD COLUMN pdf_rendered_at timestamptz,
      ADD COLUMN issue_mail_id bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_credit_notes DROP COLUMN IF EXISTS pdf_path, DROP COLUMN IF EXISTS pdf_sha256,
      DROP COLUMN IF EXISTS pdf_rendered_at, DROP COLUMN IF EXISTS issue_mail_id`);
  }
}
