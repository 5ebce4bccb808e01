import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config.js';
import { gstinStateCode, PROVIDER_STATE_CODE, stateWithCode } from '@bizdesk/shared';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import { BankDetailsService, type PaymentBankDetails } from '../../accounting/index.js';
import { CompaniesService, CompanyGstProfileService } from '../../companies/index.js';

export interface Seller {
  companyId: number;
  name: string;
  address: string;
  gstin: string | null;
  paymentDetails: string | null;
  /** GST state code of the supplier ("27"): its GSTIN's, else its profile's; null when unknown. */
  stateCode: string | null;
}

/** What the provider must configure before a billing run (issue 30 item 3); the bootstrap's placeholder address does not count. */
export const BOOTSTRAP_PROVIDER_ADDRESS = 'Provider head office, Maharashtra';

/** The missing parts of the seller block, in the order the message names them (empty: ready to bill). */
export function sellerProblems(seller: Seller): string[] {
  const problems: string[] = [];
  if (!seller.name.trim()) problems.push('legal name');
  if (!seller.gstin || !gstinStateCode(seller.gstin)) problems.push('GSTIN');
  if (!seller.address.trim() || seller.address.trim() === BOOTSTRAP_PROVIDER_ADDRESS) problems.push('address');
  if (!seller.stateCode) problems.push('state');
  return problems;
}

export interface Buyer {
  companyId: number;
  name: string;
  address: string;
  gstin: string | null;
  contactEmail: string;
  /** GST state code of the place of supply, e.g. "29". */
  placeOfSupplyCode: string;
  placeOfSupply: string;
  /** CGST + SGST (supplier and place of supply both Maharashtra) rather than IGST. */
  intraState: boolean;
}

/** "Bank: HDFC Bank, Baner\nA/c No: ...\nIFSC: ...\nUPI: ..." (only what is filled in), or null. */
export function paymentDetailsText(bank: PaymentBankDetails | null): string | null {
  if (!bank) return null;
  const lines = [
    bank.bankName || bank.branchName ? `Bank: ${[bank.bankName, bank.branchName].filter(Boolean).join(', ')}` : null,
    bank.accountNumber ? `A/c No: ${bank.accountNumber}` : null,
    bank.ifscCode ? `IFSC: ${bank.ifscCode}` : null,
    bank.upiId ? `UPI: ${bank.upiId}` : null,
  ].filter((l): l is string => l !== null);
  return lines.length ? lines.join('\n') : null;
}

/**
 * The two blocks of an invoice, read at issue time and stored as snapshots: the seller is the provider's
 * company (its chart of accounts' bank account for the payment details), the buyer the billed company with
 * its GST state (its GST profile: GSTIN, else the stored state). Runs in the buyer's unit of work and reads the
 * provider's data through the platform and provider contexts of the same transaction.
 */
@Injectable()
export class InvoicePartiesService {
  constructor(
    private readonly runner: TenantRunner,
    private readonly companies: CompaniesService,
    private readonly gstProfile: CompanyGstProfileService,
    private readonly bankDetails: BankDetailsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The payment status page's help block: SUPPORT_EMAIL and SUPPORT_PHONE; without SUPPORT_PHONE the provider
   * company's contact phone. The provider's contact e-mail is never used: it is the administrator's login.
   */
  async supportContact(): Promise<{ email: string | null; phone: string }> {
    const { supportEmail, supportPhone } = this.config;
    const phone = supportPhone ?? (await this.runner.runAsPlatform(() => this.companies.provider())).contactPhone;
    return { email: supportEmail ?? null, phone };
  }

  private provider: number | undefined;

  /** The provider's company id (one per installation, created at first start, never changes). */
  async providerId(): Promise<number> {
    this.provider ??= (await this.runner.withPlatformContext(() => this.companies.provider())).id;
    return this.provider;
  }

  async seller(): Promise<Seller> {
    const provider = await this.runner.withPlatformContext(() => this.companies.provider());
    const { bank, stateId } = await this.runner.withCompanyContext(provider.id, async () => ({
      bank: await this.bankDetails.forPayments(),
      stateId: await this.gstProfile.stateId(),
    }));
    return {
      companyId: provider.id, name: provider.name, address: provider.address, gstin: provider.gstin, paymentDetails: paymentDetailsText(bank),
      stateCode: stateId ? String(stateId).padStart(2, '0') : null,
    };
  }

  /**
   * The place of supply is the recipient's state: its GSTIN's, else the state on its company profile. Without
   * either it is the supplier's location (IGST Act, section 12(2)(b): services to a recipient whose address is
   * not on record), so such a company is charged CGST + SGST. IGST vs CGST + SGST compares it with the
   * supplier's state (`sellerStateCode`, the provider's GSTIN's; Maharashtra when not given).
   */
  async buyer(sellerStateCode: string | null = PROVIDER_STATE_CODE): Promise<Buyer> {
    const supplier = sellerStateCode ?? PROVIDER_STATE_CODE;
    const companyId = currentCompanyId();
    const company = await this.companies.own();
    const stateId = await this.gstProfile.stateId();
    const code = stateId ? String(stateId).padStart(2, '0') : supplier;
    return {
      companyId,
      name: company.name,
      address: company.address,
      gstin: company.gstin,
      contactEmail: company.contactEmail,
      placeOfSupplyCode: code,
      placeOfSupply: stateWithCode(code) ?? `State (${code})`,
      intraState: code === supplier,
    };
  }
}
