import { EyeOutlined } from '@ant-design/icons';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useListState } from '../../../shared/use-list-state';
import { sslKeys } from '../api/ssl-keys';
import type { Domain } from '../api/ssl-types';
import { useDeleteDomainMutation, useDomainsQuery } from '../api/use-ssl';
import { DomainFormPanel } from './domain-form-panel';
import { DomainPanel } from './domain-panel';
import { VerificationTag } from './verification-tag';
import { useCan } from '../../../core/access';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, ListActions, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';

/** Domains: #, Name, Verification Status, view and delete; Create Domain opens the form. */
export function DomainsTab({ onShowTerms }: { onShowTerms: () => void }) {
  const list = useListState<Domain>();
  const domains = useDomainsQuery({ search: list.search, page: list.page });
  const remove = useDeleteDomainMutation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const confirmDelete = useDeleteWithBanner(setBanner);
  const [creating, setCreating] = useState(false);
  // Requests, revocations, domains and verifications are services.write: other roles read the lists only.
  const mayWrite = useCan('services.write');

  const columns: TableColumnsType<Domain> = [
    rowNumberColumn(list.page),
    {
      title: 'Name',
      dataIndex: 'domain',
      render: (_, d) => (
        <Flex vertical>
          <Typography.Text strong>{d.domain}</Typography.Text>
          {d.twin ? <Typography.Text type="secondary">and {d.twin}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: 'Verification Status', dataIndex: 'verified', render: (v: boolean) => <VerificationTag verified={v} /> },
    actionColumn((d) => (
      <>
        <RowButton tip="View" label={`View ${d.domain}`} icon={<EyeOutlined />} onClick={() => list.view(d)} />
        {mayWrite ? (
          <DeleteButton name={d.domain} onClick={() => confirmDelete(() => remove.mutateAsync(d.id))} />
        ) : null}
      </>
    ), 110),
  ];

  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search domains" justify="space-between" gap="small" wrap>
        <Flex gap="small">
          <ListActions list={list} queryKey={sslKeys.domains()} create={mayWrite && { label: 'Create Domain', onClick: () => setCreating(true) }} />
        </Flex>
      </ListToolbar>
      <DataList<Domain> columns={columns} data={domains.data} loading={domains.isPending} page={list.page} onPageChange={list.setPage} />
      {creating ? (
        <DomainFormPanel
          open
          onClose={() => setCreating(false)}
          onShowTerms={onShowTerms}
          onSaved={(message, created) => {
            setCreating(false);
            setBanner({ type: 'success', text: message });
            list.view(created);
          }}
        />
      ) : null}
      <DomainPanel domain={list.mode === 'View' ? list.selected : null} onClose={list.backToListing} />
    </>
  );
}
