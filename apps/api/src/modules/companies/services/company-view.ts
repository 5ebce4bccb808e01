import type { CompanyView } from '../dtos/company.dtos.js';
import type { CompanyEntity } from '../entities/company.entity.js';

export const COMPANY_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Pending: signed up, never activated. Active. Inactive: activated once, then deactivated. */
export function companyStatus(c: Pick<CompanyEntity, 'active' | 'activatedAt'>): CompanyView['status'] {
  if (c.active) return 'ACTIVE';
  return c.activatedAt ? 'INACTIVE' : 'PENDING';
}

export function toCompanyView(c: CompanyEntity): CompanyView {
  return {
    id: Number(c.id),
    name: c.name,
    address: c.address,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    gstin: c.gstin,
    active: c.active,
    status: companyStatus(c),
    createdOn: c.createdAt.toISOString(),
    activatedOn: c.activatedAt ? c.activatedAt.toISOString() : null,
  };
}
