import { Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { BILLING_MESSAGES } from '../billing.messages.js';
import type { InvoiceDetailsView, InvoiceView } from '../dtos/billing.views.js';
import { InvoicesRepository, type InvoiceRow } from '../repositories/invoices.repository.js';
import { InvoiceDocumentService } from './invoice-document.service.js';

/**
 * Reading invoices: the provider's administrator (SUPER_ADMIN) sees every company's, through the platform
 * context of the request's own transaction; a company sees its own (filter and RLS), another's is a 404.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocumentService,
    private readonly runner: TenantRunner,
  ) {}

  private asCaller<T>(principal: SessionPrincipal, fn: (companyId: number | null) => Promise<T>): Promise<T> {
    return principal.type === 'SUPER_ADMIN' ? this.runner.withPlatformContext(() => fn(null)) : fn(currentCompanyId());
  }

  async list(principal: SessionPrincipal, query: ListQuery): Promise<Paged<InvoiceView>> {
    const [rows, total] = await this.asCaller(principal, (companyId) => this.invoices.list(companyId, query));
    return paged(rows, total, query);
  }

  private async visible(principal: SessionPrincipal, invoiceId: number, forUpdate = false): Promise<InvoiceRow> {
    const invoice = await this.asCaller(principal, (companyId) => this.invoices.find(invoiceId, companyId, forUpdate));
    if (!invoice) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    return invoice;
  }

  async details(principal: SessionPrincipal, id: number): Promise<InvoiceDetailsView> {
    const invoice = await this.visible(principal, id);
    const items = await this.asCaller(principal, () => this.invoices.items(invoice.id));
    const { toContactEmail: _e, pdfPath: _p, pdfSha256: _s, issueMailId: _i, receiptMailId: _r, journalGroupId: _j, paidOrderId: _o, totalPaise: _t, ...view } = invoice;
    return { ...view, items };
  }

  /** The stored PDF (rendered now, once, under the row lock, if the following job has not yet). */
  async download(principal: SessionPrincipal, id: number): Promise<{ fileName: string; pdf: Buffer }> {
    return this.asCaller(principal, async () => this.documents.pdfOf(await this.visible(principal, id, true)));
  }
}
