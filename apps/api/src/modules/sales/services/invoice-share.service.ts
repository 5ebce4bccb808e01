import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { formatRupees } from '@bizdesk/shared';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { ShareLinkView } from '../dtos/invoice-share.dtos.js';
import { InvoiceShareLinksRepository } from '../repositories/invoice-share-links.repository.js';
import { SaleInvoiceDocumentService, saleInvoiceFileName } from './sale-invoice-document.service.js';

/** How long a shared link downloads the PDF. */
export const SHARE_LINK_DAYS = 30;
export const SHARE_LINK_NOT_FOUND = 'This invoice link is not valid or has expired';

/** 256 random bits, URL-safe: unguessable. Only its SHA-256 is stored, so the table alone opens nothing. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A phone as wa.me wants it: country code and number, digits only (Indian numbers get 91). */
export function whatsappNumber(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}

/**
 * Share an invoice on WhatsApp (issue 31 item 6): a link that downloads its PDF without a session for 30 days,
 * revocable, and the wa.me link with the message (invoice number, amount, link).
 */
@Injectable()
export class InvoiceShareService {
  constructor(
    private readonly links: InvoiceShareLinksRepository,
    private readonly documents: SaleInvoiceDocumentService,
    private readonly runner: TenantRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async share(invoiceId: number, userId: number | null): Promise<ShareLinkView> {
    const companyId = currentCompanyId();
    // 404 for another company's (or no) invoice before anything is written.
    const invoice = await this.documents.printable(invoiceId, companyId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 86_400_000);
    await this.links.insert(companyId, invoiceId, hashShareToken(token), expiresAt, userId);
    const url = `${this.config.publicUrl}/api/erp/shared-invoice/${token}`;
    const message = `Invoice ${invoice.invoiceNumber} from ${invoice.supplier.name} for ${formatRupees(invoice.totalAmount)}`
      + `${invoice.upiPayUri ? ` (due ${formatRupees(invoice.amountDue)}, UPI ${invoice.sellerContact.upiId})` : ''}. Download: ${url}`;
    const number = whatsappNumber(invoice.customerPhone);
    return {
      url,
      expiresOn: expiresAt.toISOString(),
      message,
      whatsappUrl: number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null,
    };
  }

  /** Every live link of the invoice stops working; answers how many. */
  async revoke(invoiceId: number): Promise<number> {
    const companyId = currentCompanyId();
    await this.documents.printable(invoiceId, companyId);
    return this.links.revokeAll(companyId, invoiceId);
  }

  /** The public download: the token finds its company (platform context), the page is built as that company, then rendered. */
  async download(token: string): Promise<{ fileName: string; pdf: Buffer }> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new NotFoundException(SHARE_LINK_NOT_FOUND);
    const link = await this.runner.runAsPlatform(() => this.links.findLive(hashShareToken(token)));
    if (!link) throw new NotFoundException(SHARE_LINK_NOT_FOUND);
    const page = await this.runner.runAsCompany(link.companyId, async () => {
      const invoice = await this.documents.printable(link.invoiceId, link.companyId);
      return { html: await this.documents.html(invoice), fileName: saleInvoiceFileName(invoice.invoiceNumber) };
    });
    return { fileName: page.fileName, pdf: await this.documents.render(page.html, link.companyId) };
  }

  /** The signed-in download: in the request's transaction. */
  async pdf(invoiceId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const companyId = currentCompanyId();
    const invoice = await this.documents.printable(invoiceId, companyId);
    const html = await this.documents.html(invoice);
    return { fileName: saleInvoiceFileName(invoice.invoiceNumber), pdf: await this.documents.render(html, companyId) };
  }
}
