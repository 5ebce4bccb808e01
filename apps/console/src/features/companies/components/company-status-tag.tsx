import { Tag } from 'antd';
import type { CompanyStatus } from '../api/company-types';

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = { PENDING: 'Pending', ACTIVE: 'Active', INACTIVE: 'Inactive' };
const COLORS: Record<CompanyStatus, string> = { PENDING: 'gold', ACTIVE: 'success', INACTIVE: 'default' };

/** Pending: signed up and waiting for verification; Active; Inactive: deactivated after activation. */
export function CompanyStatusTag({ status }: { status: CompanyStatus }) {
  return <Tag color={COLORS[status]}>{COMPANY_STATUS_LABELS[status]}</Tag>;
}
