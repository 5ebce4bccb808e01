import { definePort, type PortRef } from '../../core/discovery/port.js';

/** Whether a company's users may sign in. Provided by the companies module (auth must not import it). */
export type CompanyLoginStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE' | 'PROVIDER';

export interface CompanyStatusReader {
  statusOf(companyId: number): Promise<CompanyLoginStatus | null>;
}

/** Implemented by the companies module (`@CompanyStatusPort.Implementation()`): auth must not import it. */
export const CompanyStatusPort = definePort<CompanyStatusReader>('company-status');
export type CompanyStatusRef = PortRef<CompanyStatusReader>;

export const COMPANY_STATUS_MESSAGES: Record<'PENDING' | 'INACTIVE', string> = {
  PENDING: 'Your company is pending verification. The provider activates new companies within 24 hours.',
  INACTIVE: 'Your company account is inactive. Please contact support to reactivate it.',
};
