import { Injectable, Logger } from '@nestjs/common';
import { formatRupees, invoiceFileName, taxInvoiceHtmlPage, type TaxInvoiceDocument } from '@bizdesk/shared';
import { MailService } from '../../../core/mail/mail.service.js';
import type { MailMessage } from '../../../core/mail/mail-message.js';
import { DocumentsService } from '../../../core/pdf/documents.service.js';
import { FileStorage } from '../../../core/storage/index.js';
import type { CreditNoteItemView } from '../dtos/lifecycle.views.js';
import { CreditNotesRepository, type CreditNoteRow } from '../repositories/credit-notes.repository.js';
import { INVOICE_FILES } from './invoice-document.service.js';

export const CREDIT_NOTE_DOCUMENT_JOB = 'billing.credit-note-document';

export interface CreditNoteDocumentPayload {
  companyId: number;
  creditNoteId: number;
}

/**
 * A credit note as the shared TAX INVOICE layout titled CREDIT NOTE (the console's credit note panel builds the
 * same): the note's number and date, the invoice it corrects and why, one line per invoice line credited.
 * The date is the note's date (India), noon, so the document never shows the day before or after.
 */
export function creditNoteDocument(note: CreditNoteRow, items: CreditNoteItemView[]): TaxInvoiceDocument {
  return {
    ...note,
    invoiceNo: note.creditNoteNo,
    createdOn: `${note.noteDate}T12:00:00+05:30`,
    fromCompanyPaymentDetails: null,
    items: items.map((i) => ({ ...i, quantity: '1', price: i.amount })),
    creditNote: { againstInvoiceNo: note.invoiceNo, againstInvoiceDate: note.invoiceDate, reason: note.reason },
  };
}

/** The mail that carries a credit note (its PDF attached by the caller). */
export function creditNoteIssuedMail(note: CreditNoteRow): MailMessage {
  return {
    companyId: note.companyId,
    to: note.toContactEmail,
    subject: `Credit note ${note.creditNoteNo} against invoice ${note.invoiceNo} from ${note.fromCompany}`,
    text: [
      `Dear ${note.toCompany},`,
      '',
      `We issued credit note ${note.creditNoteNo} for ${formatRupees(note.total)} (GST included) against invoice ${note.invoiceNo}. It is attached.`,
      `Reason: ${note.reason}`,
      'It is listed under Billing in your console.',
      '',
      'Thank you,',
      note.fromCompany,
    ].join('\n'),
  };
}

/**
 * A credit note's PDF, as an invoice's (InvoiceDocumentService): rendered by the documents service once the issuing
 * transaction has committed (a job), stored beside the invoices' PDFs, and mailed to the company's contact with
 * the file attached. The note's row lock and its pdf_path / issue_mail_id make each step once however often the
 * job runs.
 */
@Injectable()
export class CreditNoteDocumentService {
  private readonly logger = new Logger('CreditNoteDocuments');

  constructor(
    private readonly notes: CreditNotesRepository,
    private readonly storage: FileStorage,
    private readonly documents: DocumentsService,
    private readonly mail: MailService,
  ) {}

  async prepare(companyId: number, creditNoteId: number): Promise<'done' | 'missing'> {
    const note = await this.notes.findForDocument(creditNoteId, companyId);
    if (!note) return 'missing';
    let key = note.pdfPath;
    if (!key || !(await this.storage.read(INVOICE_FILES, key))) {
      const items = await this.notes.items(note.id);
      const { pdf } = await this.documents.renderPdf(taxInvoiceHtmlPage(creditNoteDocument(note, items)), { format: 'A4', printBackground: true });
      // Written in this transaction: if it rolls back, the storage deletes the file again.
      const file = await this.storage.put(INVOICE_FILES, pdf, { extension: 'pdf' });
      await this.notes.setPdf(note.id, file.key, file.sha256);
      if (key) this.logger.warn(`credit note ${note.creditNoteNo}: its PDF file was missing and was rendered again`);
      key = file.key;
    }
    if (!note.issueMailId) {
      const mailId = await this.mail.send({
        ...creditNoteIssuedMail(note),
        attachments: [{ filename: invoiceFileName(note.creditNoteNo), contentType: 'application/pdf', area: INVOICE_FILES, key }],
      });
      await this.notes.setIssueMail(note.id, mailId);
    }
    return 'done';
  }
}
