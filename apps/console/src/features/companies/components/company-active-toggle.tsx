import { Button, Popconfirm } from 'antd';
import type { Company } from '../api/company-types';

export interface CompanyActiveToggleProps {
  company: Company;
  busy: boolean;
  onToggle: (company: Company) => void;
}

/** Activate or Deactivate, after a confirmation that says what it means for the company's users. */
export function CompanyActiveToggle({ company, busy, onToggle }: CompanyActiveToggleProps) {
  const action = company.active ? 'Deactivate' : 'Activate';
  const consequence = company.active
    ? 'Its users will no longer be able to log in.'
    : 'Its users will be able to log in.';
  return (
    <Popconfirm
      title={`${action} ${company.name}?`}
      description={consequence}
      okText={action}
      okButtonProps={{ danger: company.active }}
      cancelText="Cancel"
      onConfirm={() => onToggle(company)}
    >
      <Button size="small" danger={company.active} loading={busy}>
        {action}
      </Button>
    </Popconfirm>
  );
}
