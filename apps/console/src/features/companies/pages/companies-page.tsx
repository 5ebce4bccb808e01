import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Segmented, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { useUrlState } from '../../../shared/use-url-state';
import { companyKeys } from '../api/company-keys';
import type { Company, CompanyStatus } from '../api/company-types';
import { useCompaniesQuery } from '../api/use-companies-query';
import { useSaveCompanyMutation } from '../api/use-save-company-mutation';
import { CompanyActiveToggle } from '../components/company-active-toggle';
import { COMPANY_STATUS_LABELS, CompanyStatusTag } from '../components/company-status-tag';
import { CreateCompanyPanel } from '../components/create-company-panel';
import { EditCompanyPanel } from '../components/edit-company-panel';
import { CreateButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const STATUS_FILTERS: { value: CompanyStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...(['PENDING', 'ACTIVE', 'INACTIVE'] as const).map((s) => ({ value: s, label: COMPANY_STATUS_LABELS[s] })),
];

/** A blank record: Modify with id 0 opens the create panel. */
const NEW_COMPANY: Company = {
  id: 0, name: '', address: '', contactName: '', contactEmail: '', contactPhone: '', gstin: null, active: true, status: 'PENDING',
  createdOn: '', activatedOn: null,
};

/** Platform administrators: every company, with activation. (The route restricts it to SUPER_ADMIN.) */
export function CompaniesPage() {
  // ?search= preselects a company (the provider overview's Activate link); page, search and status stay in the address.
  const list = useListState<Company>();
  // Edit of an existing company (its own panel; Create is list Modify with a new record).
  const [editing, setEditing] = useState<Company | null>(null);
  const [statusFilter, setStatusFilter] = useUrlState<CompanyStatus | 'ALL'>('status', 'ALL', { resets: ['page'] });
  const companies = useCompaniesQuery({ search: list.search, page: list.page }, statusFilter === 'ALL' ? undefined : statusFilter);
  const save = useSaveCompanyMutation();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner | null>(null);

  const refresh = () => {
    list.reset();
    void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
  };

  const toggleActive = async (company: Company) => {
    setBanner(null);
    try {
      const { id, name, address, contactName, contactEmail, contactPhone, gstin, active } = company;
      const { message } = await save.mutateAsync({ id, name, address, contactName, contactEmail, contactPhone, gstin, active: !active });
      setBanner({ type: 'success', text: message || `${name} is now ${active ? 'inactive' : 'active'}.` });
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  const columns: TableColumnsType<Company> = [
    {
      title: 'Company Name',
      dataIndex: 'name',
      className: 'cell-wrap',
      render: (name: string, company) => (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          {company.gstin ? <Typography.Text type="secondary" className="input-code">GSTIN {company.gstin}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      // One column for the contact (person, e-mail, phone stacked) so the table fits a 1280 px laptop with Action in
      // sight and nothing pinned over Status (issue 31 item 3).
      title: 'Contact',
      key: 'contact',
      className: 'cell-wrap',
      render: (_, company) => (
        <Flex vertical>
          <Typography.Text>{company.contactName}</Typography.Text>
          <Typography.Text type="secondary">{company.contactEmail}</Typography.Text>
          <Typography.Text type="secondary">{company.contactPhone}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Address', dataIndex: 'address', className: 'cell-address' },
    { title: 'Status', dataIndex: 'status', render: (status: CompanyStatus) => <CompanyStatusTag status={status} /> },
    {
      title: 'Action',
      key: 'action',
      // Not pinned: a pinned column sat over Status at 1366 px (issue 31 item 3). The contact is one stacked column and
      // the address wraps instead, so the table fits a laptop screen; narrower screens scroll it inside its own box.
      render: (_, company) => (
        <Flex gap={6} align="center">
          <Tooltip title="Edit">
            <Button size="small" aria-label={`Edit ${company.name}`} icon={<EditOutlined />} onClick={() => setEditing(company)} />
          </Tooltip>
          <CompanyActiveToggle company={company} busy={save.isPending && save.variables?.id === company.id} onToggle={toggleActive} />
        </Flex>
      ),
    },
  ];

  const loadError = companies.isError ? errorMessage(companies.error) : null;

  return (
    <PageFrame
      title="Companies"
      loading={companies.isFetching}
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            Refresh
          </Button>
          <CreateButton onClick={() => list.modify(NEW_COMPANY)}>Create Company</CreateButton>
        </>
      }
    >
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search companies" gap="middle" wrap align="center">
        <Segmented<CompanyStatus | 'ALL'>
          aria-label="Filter by status"
          options={STATUS_FILTERS}
          value={statusFilter}
          onChange={setStatusFilter}
        />
      </ListToolbar>
      <DataList<Company>
        columns={columns}
        data={companies.data}
        loading={companies.isPending}
        page={list.page}
        onPageChange={list.setPage}
      />
      <EditCompanyPanel
        company={editing}
        onClose={() => setEditing(null)}
        onSaved={closeAndShow(() => setEditing(null), setBanner)}
      />
      <CreateCompanyPanel
        open={list.mode === 'Modify'}
        onClose={list.backToListing}
        onCreated={(message) => {
          list.backToListing();
          setBanner({ type: 'success', text: message });
        }}
      />
    </PageFrame>
  );
}
