import { Inject, Injectable, Logger } from '@nestjs/common';
import { invoiceFileName, taxInvoiceHtmlPage, type TaxInvoiceDocument } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { MailService } from '../../../core/mail/mail.service.js';
import { DocumentsService } from '../../../core/pdf/documents.service.js';
import { FileStorage } from '../../../core/storage/index.js';
import type { InvoiceDetailsView, InvoiceItemView } from '../dtos/billing.views.js';
import { InvoicesRepository, type InvoiceRow } from '../repositories/invoices.repository.js';
import { invoiceIssuedMail } from './billing-mails.js';

/** The FileStorage area of invoice PDFs (DATA_DIR/invoices/<companyId>/<yyyy-mm>/<uuid>.pdf). */
export const INVOICE_FILES = 'invoices';

export function taxInvoiceDocument(invoice: InvoiceRow | InvoiceDetailsView, items: InvoiceItemView[]): TaxInvoiceDocument {
  return {
    invoiceNo: invoice.invoiceNo,
    createdOn: invoice.createdOn,
    fromCompany: invoice.fromCompany,
    fromCompanyAddress: invoice.fromCompanyAddress,
    fromCompanyGstin: invoice.fromCompanyGstin,
    fromCompanyPaymentDetails: invoice.fromCompanyPaymentDetails,
    toCompany: invoice.toCompany,
    toCompanyAddress: invoice.toCompanyAddress,
    toCompanyGstin: invoice.toCompanyGstin,
    supplyToStateWithCode: invoice.supplyToStateWithCode,
    subTotal: invoice.subTotal,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    roundOff: invoice.roundOff,
    total: invoice.total,
    totalInWord: invoice.totalInWord,
    items,
  };
}

/**
 * An invoice's PDF: rendered once by the documents service (A4, 5 mm margins) from the same HTML the
 * console's TAX INVOICE panel shows, stored, and mailed to the company's contact. Rendering happens in a
 * job that follows the issuing one (or on the first download, whichever comes first); the row lock taken
 * by both makes it once.
 */
@Injectable()
export class InvoiceDocumentService {
  private readonly logger = new Logger('InvoiceDocuments');

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly storage: FileStorage,
    private readonly documents: DocumentsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The stored PDF; rendered and stored now if it never was or its file is gone. The caller holds the row lock. */
  async ensurePdf(invoice: InvoiceRow): Promise<{ key: string; pdf: Buffer }> {
    const stored = invoice.pdfPath ? await this.storage.read(INVOICE_FILES, invoice.pdfPath) : null;
    if (stored) return { key: invoice.pdfPath!, pdf: stored };
    const items = await this.invoices.items(invoice.id);
    const { pdf } = await this.documents.renderPdf(taxInvoiceHtmlPage(taxInvoiceDocument(invoice, items)), { format: 'A4', printBackground: true });
    // Written in this transaction: if it rolls back, the storage deletes the file again.
    const file = await this.storage.put(INVOICE_FILES, pdf, { extension: 'pdf' });
    await this.invoices.setPdf(invoice.id, file.key, file.sha256);
    if (invoice.pdfPath) this.logger.warn(`invoice ${invoice.invoiceNo}: its PDF file was missing and was rendered again`);
    invoice.pdfPath = file.key;
    return { key: file.key, pdf };
  }

  /** The job after issuing: render and store the PDF, then mail it (each step once, however often it runs). */
  async prepare(companyId: number, invoiceId: number): Promise<'done' | 'missing'> {
    const invoice = await this.invoices.find(invoiceId, companyId, true);
    if (!invoice) return 'missing';
    const { key } = await this.ensurePdf(invoice);
    if (!invoice.issueMailId) {
      const message = invoiceIssuedMail(
        { companyId, to: invoice.toContactEmail, invoiceNo: invoice.invoiceNo, invoiceMonth: invoice.invoiceMonth, fromCompany: invoice.fromCompany, toCompany: invoice.toCompany, total: invoice.total },
        `${this.config.publicUrl}/admin/billing`,
      );
      const mailId = await this.mail.send({
        ...message,
        attachments: [{ filename: invoiceFileName(invoice.invoiceNo), contentType: 'application/pdf', area: INVOICE_FILES, key }],
      });
      await this.invoices.setIssueMail(invoice.id, mailId);
    }
    return 'done';
  }

  /** The file a download answers (rendering it first if needed). */
  async pdfOf(invoice: InvoiceRow): Promise<{ fileName: string; pdf: Buffer }> {
    return { fileName: invoiceFileName(invoice.invoiceNo), pdf: (await this.ensurePdf(invoice)).pdf };
  }
}
