import { Injectable } from '@nestjs/common';
import { parsePaise, upiPayUri } from '@bizdesk/shared';
import QRCode from 'qrcode';
import { DocumentsService } from '../../../core/pdf/documents.service.js';
import { CustomersService } from '../../parties/index.js';
import { InvoiceDetailsService } from '../../profiles/index.js';
import type { PrintableSaleInvoiceView } from '../dtos/invoice-share.dtos.js';
import { saleInvoiceHtml } from './sale-invoice-html.js';
import { SaleInvoicesService } from './sale-invoices.service.js';

const PAYMENT_MODES: Record<string, string> = { CASH: 'Cash', BANK: 'Bank', RECEIVABLE: 'Credit' };

/** "INV/2627/00001" -> "INV-2627-00001.pdf" */
export function saleInvoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

/**
 * The sale invoice ready to share (issue 31 item 6): the issued invoice with the seller's contact, bank and UPI
 * details, units, payment mode and the customer's phone; its PDF through the shared renderer (core/pdf).
 */
@Injectable()
export class SaleInvoiceDocumentService {
  constructor(
    private readonly sales: SaleInvoicesService,
    private readonly customers: CustomersService,
    private readonly details: InvoiceDetailsService,
    private readonly documents: DocumentsService,
  ) {}

  /** In the caller's tenant transaction (a share link opens one with runAsCompany). */
  async printable(id: number, companyId: number): Promise<PrintableSaleInvoiceView> {
    const invoice = await this.sales.get(id);
    const [contact, customer] = await Promise.all([
      this.details.forCompany(companyId),
      invoice.customer.id ? this.customers.find(invoice.customer.id) : Promise.resolve(null),
    ]);
    const amountDue = invoice.balanceDue;
    const upi = contact.upiId && parsePaise(amountDue) > 0
      ? upiPayUri({ upiId: contact.upiId, payeeName: invoice.supplier.name, amount: amountDue, note: invoice.invoiceNumber })
      : null;
    return {
      ...invoice,
      sellerContact: contact,
      customerPhone: customer?.phone ?? null,
      paymentMode: PAYMENT_MODES[invoice.paymentAccount] ?? invoice.paymentAccount,
      amountDue,
      upiPayUri: upi,
    };
  }

  /** The page's HTML; built inside the transaction, rendered after it (Chromium holds no database connection). */
  async html(invoice: PrintableSaleInvoiceView): Promise<string> {
    const svg = (text: string) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const [upi, eInvoice] = await Promise.all([
      invoice.upiPayUri ? svg(invoice.upiPayUri) : Promise.resolve(null),
      invoice.eInvoice ? svg(invoice.eInvoice.signedQrCode) : Promise.resolve(null),
    ]);
    return saleInvoiceHtml(invoice, { upi, eInvoice });
  }

  async render(html: string, companyId: number): Promise<Buffer> {
    const { pdf } = await this.documents.renderPdf(
      html,
      { format: 'A4', printBackground: true, margin: { top: '8mm', bottom: '8mm', left: '8mm', right: '8mm' } },
      { tenant: { companyId, apiKeyId: null } },
    );
    return pdf;
  }
}
