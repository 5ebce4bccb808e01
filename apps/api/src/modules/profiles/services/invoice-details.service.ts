import { BadRequestException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';
import { FileStorage, fileTypeOf, JPEG, PNG } from '../../../core/storage/index.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { INVOICE_DETAILS_MESSAGES as M, type CompanyInvoiceDetailsView, type SaveCompanyInvoiceDetailsDto } from '../dtos/invoice-details.dtos.js';
import { InvoiceDetailsRepository, type InvoiceDetailsRow } from '../repositories/invoice-details.repository.js';

/** The FileStorage area of company logos. */
const LOGOS = 'logos';
/** Small enough to print inline (a data: URL) on every invoice and in its PDF. */
export const LOGO_MAX_BYTES = 256 * 1024;

const LOGO_TYPES = [PNG, JPEG];

/**
 * What a sale invoice prints about its seller besides name, address and GSTIN (issue 31 item 6): phone, e-mail,
 * logo, bank account with IFSC, and the UPI id its payment QR pays. Read live when an invoice is shown (not copied
 * at issue): a changed bank account should be the one customers pay into.
 */
@Injectable()
export class InvoiceDetailsService {
  constructor(
    private readonly details: InvoiceDetailsRepository,
    private readonly storage: FileStorage,
  ) {}

  async get(): Promise<CompanyInvoiceDetailsView> {
    return this.forCompany(currentCompanyId());
  }

  /** The company's details with its logo inline; `companyId` is the caller's tenant (a public share link opens it with runAsCompany). */
  async forCompany(companyId: number): Promise<CompanyInvoiceDetailsView> {
    const row = await this.details.find(companyId);
    return this.view(row);
  }

  async save(input: SaveCompanyInvoiceDetailsDto): Promise<CompanyInvoiceDetailsView> {
    const companyId = currentCompanyId();
    const bank = [input.bankName, input.accountNumber, input.ifsc];
    if (bank.some(Boolean) && !bank.every(Boolean)) throw new BadRequestException(M.bankIncomplete);
    await this.details.save(companyId, {
      phone: input.phone ?? null, email: input.email ?? null, bankName: input.bankName ?? null,
      accountNumber: input.accountNumber ?? null, ifsc: input.ifsc ?? null, upiId: input.upiId ?? null,
    });
    return this.forCompany(companyId);
  }

  async uploadLogo(file: UploadedTempFile | undefined): Promise<CompanyInvoiceDetailsView> {
    if (!file || !file.path || file.size === 0) throw new BadRequestException(M.logoRequired);
    if (file.size > LOGO_MAX_BYTES) throw new PayloadTooLargeException(M.logoTooLarge);
    const type = await fileTypeOf(file.path, LOGO_TYPES);
    if (!type) throw new UnsupportedMediaTypeException(M.logoType);
    const companyId = currentCompanyId();
    const stored = await this.storage.put(LOGOS, { path: file.path }, { extension: type.ext });
    const old = await this.details.setLogo(companyId, stored.key, type.type);
    // Deleted once this transaction commits (kept if it rolls back).
    if (old) await this.storage.remove(LOGOS, old);
    return this.forCompany(companyId);
  }

  async removeLogo(): Promise<CompanyInvoiceDetailsView> {
    const companyId = currentCompanyId();
    const old = await this.details.setLogo(companyId, null, null);
    if (old) await this.storage.remove(LOGOS, old);
    return this.forCompany(companyId);
  }

  private async view(row: InvoiceDetailsRow | null): Promise<CompanyInvoiceDetailsView> {
    let logo: string | null = null;
    if (row?.logoKey && row.logoType) {
      const bytes = await this.storage.read(LOGOS, row.logoKey);
      if (bytes) logo = `data:${row.logoType};base64,${bytes.toString('base64')}`;
    }
    return {
      phone: row?.phone ?? null, email: row?.email ?? null, bankName: row?.bankName ?? null,
      accountNumber: row?.accountNumber ?? null, ifsc: row?.ifsc ?? null, upiId: row?.upiId ?? null, logo,
    };
  }
}
