import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentManager, currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantProvisioning } from '../../../core/tenancy/tenant-provisioning.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { UserAccountsService } from '../../auth/index.js';
import { MenusService } from '../../menus/index.js';
import { SubscriptionsService } from '../../subscriptions/index.js';
import type { CompanyView, SaveCompanyDto, SignupDto, UpdateOwnCompanyDto } from '../dtos/company.dtos.js';
import type { CompanyFieldsDto } from '../dtos/company-fields.dto.js';
import type { CompanyEntity } from '../entities/company.entity.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { COMPANY_STATUSES, toCompanyView, type CompanyStatus } from './company-view.js';

/** The fields every company form edits; the contact e-mail (the administrator's login) is not one of them. */
function applyEditableFields(company: CompanyEntity, input: CompanyFieldsDto): void {
  company.name = input.name;
  company.address = input.address;
  company.contactName = input.contactName;
  company.contactPhone = input.contactPhone;
  company.gstin = input.gstin ?? null;
}

/** The contact e-mail is the administrator's login: refused with a clear answer rather than ignored. */
export const CONTACT_EMAIL_READ_ONLY =
  "The contact e-mail cannot be changed: it is the company administrator's login e-mail";

function assertContactEmailUnchanged(company: CompanyEntity, requested: string | undefined): void {
  if (requested !== undefined && requested !== null && requested.trim().toLowerCase() !== company.contactEmail.toLowerCase()) {
    throw new BadRequestException(CONTACT_EMAIL_READ_ONLY);
  }
}

export const COMPANY_EMAIL_TAKEN = 'A company with this contact e-mail is already registered';
export const COMPANY_NOT_FOUND = 'Company not found';
/** Who the subscription history names when the provider's deactivation ends a company's subscriptions. */
const DEACTIVATION_USER = { id: null, name: 'BizDesk (company deactivated)' };

/** Company records, their sign-up and the provider's administration of them. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly accounts: UserAccountsService,
    private readonly menus: MenusService,
    private readonly provisioning: TenantProvisioning,
    private readonly runner: TenantRunner,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /**
   * A new company, pending verification, with its first user (the contact e-mail and password).
   * Runs in the platform context; one transaction, so a clash leaves nothing half-written.
   */
  async register(input: SignupDto | SaveCompanyDto): Promise<CompanyView> {
    const email = input.contactEmail.toLowerCase();
    if ((await this.companies.existsByContactEmail(email)) || (await this.accounts.emailTaken(email))) {
      throw new ConflictException(COMPANY_EMAIL_TAKEN);
    }
    const company = await this.companies.save({
      name: input.name,
      address: input.address,
      contactName: input.contactName,
      contactEmail: email,
      contactPhone: input.contactPhone,
      gstin: input.gstin ?? null,
      active: false,
      isProvider: false,
    });
    await this.accounts.create({
      companyId: Number(company.id),
      email,
      name: input.contactName,
      password: input.password!,
      type: 'COMPANY_ADMIN',
    });
    return toCompanyView((await this.companies.findById(Number(company.id)))!);
  }

  async list(query: ListQuery, status?: string): Promise<Paged<CompanyView>> {
    const wanted = status === undefined || status === '' ? undefined : status.trim().toUpperCase();
    if (wanted !== undefined && !COMPANY_STATUSES.includes(wanted as CompanyStatus)) {
      throw new BadRequestException('status must be PENDING, ACTIVE or INACTIVE');
    }
    const [rows, total] = await this.companies.list(query, wanted as CompanyStatus | undefined);
    return paged(rows.map(toCompanyView), total, query);
  }

  /** Provider save: id 0 creates; otherwise edits the fields and applies the `active` flag. */
  async save(input: SaveCompanyDto): Promise<{ company: CompanyView; created: boolean }> {
    if (input.id === 0) {
      const created = await this.register(input);
      if (input.active) return { company: await this.setActive(created.id, true), created: true };
      return { company: created, created: true };
    }
    const company = await this.companies.findByIdForUpdate(input.id);
    if (!company || company.isProvider) throw new NotFoundException(COMPANY_NOT_FOUND);
    assertContactEmailUnchanged(company, input.contactEmail);
    applyEditableFields(company, input);
    await this.companies.save(company);
    if (input.active !== undefined && input.active !== company.active) {
      return { company: await this.setActive(input.id, input.active), created: false };
    }
    return { company: toCompanyView((await this.companies.findById(input.id))!), created: false };
  }

  /**
   * Activation provisions the tenant (administrator role and menu, default chart of accounts, current
   * financial year, default warehouse) in the same transaction; provisioners are idempotent, so
   * re-activating a deactivated company is safe.
   */
  async setActive(companyId: number, active: boolean): Promise<CompanyView> {
    const company = await this.companies.findByIdForUpdate(companyId);
    if (!company || company.isProvider) throw new NotFoundException(COMPANY_NOT_FOUND);
    const wasActive = company.active;
    if (active) {
      const manager = currentManager();
      await this.provisioning.provision(companyId, manager);
      const roleId = await this.menus.adminRoleFor(manager, companyId);
      const adminId = await this.accounts.findIdByEmail(company.contactEmail);
      if (adminId) await this.accounts.assignRole(adminId, roleId);
      company.active = true;
      company.activatedAt = company.activatedAt ?? new Date();
      company.deactivatedAt = null;
    } else {
      company.active = false;
      company.deactivatedAt = new Date();
      // Its subscriptions end today: the month's invoice bills the days used, nothing after (issue 30).
      if (wasActive) await this.runner.withCompanyContext(companyId, () => this.subscriptions.endAllOnDeactivation(DEACTIVATION_USER));
    }
    await this.companies.save(company);
    return toCompanyView((await this.companies.findById(companyId))!);
  }

  /** The signed-in company's own record (tenant context: RLS shows only its row). */
  async own(): Promise<CompanyView> {
    const companyId = currentCompanyId();
    const company = await this.companies.findById(companyId);
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    return toCompanyView(company);
  }

  /** The provider's own company (the seller on its invoices). Needs the platform context. */
  async provider(): Promise<CompanyView> {
    const company = await this.companies.findProvider();
    if (!company) throw new NotFoundException('The provider company is not set up yet');
    return toCompanyView(company);
  }

  /** The provider reads any company; a tenant's query is limited by RLS to its own row, so others are 404. */
  async visibleTo(principal: SessionPrincipal, id: number): Promise<CompanyView> {
    const find = () => this.companies.findById(id);
    // Joins the request's transaction: a second one per request deadlocks the pool under load.
    const company = principal.type === 'SUPER_ADMIN' ? await this.runner.withPlatformContext(find) : await find();
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    return toCompanyView(company);
  }

  async updateOwn(input: UpdateOwnCompanyDto): Promise<CompanyView> {
    const companyId = currentCompanyId();
    const company = await this.companies.findByIdForUpdate(companyId);
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    assertContactEmailUnchanged(company, input.contactEmail);
    applyEditableFields(company, input);
    await this.companies.save(company);
    return toCompanyView((await this.companies.findById(companyId))!);
  }
}
