import type { BodyOf, Schemas } from '@bizdesk/api-client';

/** A company as the ERP API lists and returns it (generated from the server's CompanyView). */
export type Company = Schemas['CompanyView'];

export type CompanyStatus = Company['status'];

/** The fields a person fills in for a company (sign-up, Create Company, profile). */
export type CompanyDetails = Pick<Company, 'name' | 'address' | 'contactName' | 'contactEmail' | 'contactPhone' | 'gstin'>;

/** POST /api/erp/company: id 0 creates (with a password), an existing id saves (e.g. the active flag). */
/** `active` left out keeps the company's state (an edit of its details only). */
export type CompanySaveRequest = BodyOf<'/api/erp/company', 'post'>;

/** PUT /api/erp/company: the signed-in company's own details. */
/** The id is sent along and ignored by the server (its body has no id). */
export type CompanyProfileUpdate = BodyOf<'/api/erp/company', 'put'> & { id: number };

/** Trims what people type and sends a missing GSTIN as null. */
export function cleanCompanyDetails(values: CompanyDetails): CompanyDetails {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    gstin: values.gstin?.trim() ? values.gstin.trim().toUpperCase() : null,
  };
}
