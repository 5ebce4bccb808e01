import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { SearchBox } from '../../../shared/search-box';
import { useConfirmDelete } from '../../../shared/use-confirm-delete';
import { useListState } from '../../../shared/use-list-state';
import { sslKeys } from '../api/ssl-keys';
import type { Domain } from '../api/ssl-types';
import { useDeleteDomainMutation, useDomainsQuery } from '../api/use-ssl';
import { DomainFormPanel } from './domain-form-panel';
import { DomainPanel } from './domain-panel';
import { VerificationTag } from './verification-tag';
import { useCan } from '../../../core/access';
import { rowNumberColumn } from '../../../shared/list-columns';
import { CreateButton, RefreshButton } from '../../../shared/list-buttons';

/** Domains: #, Name, Verification Status, view and delete; Create Domain opens the form. */
export function DomainsTab({ onShowTerms }: { onShowTerms: () => void }) {
  const list = useListState<Domain>();
  const domains = useDomainsQuery({ search: list.search, page: list.page });
  const remove = useDeleteDomainMutation();
  const confirmDelete = useConfirmDelete();
  const [creating, setCreating] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
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
    {
      title: 'Action',
      key: 'action',
      width: 110,
      render: (_, d) => (
        <Flex gap={4}>
          <Tooltip title="View">
            <Button type="text" icon={<EyeOutlined />} aria-label={`View ${d.domain}`} onClick={() => list.view(d)} />
          </Tooltip>
          {mayWrite ? (
            <Tooltip title="Delete">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${d.domain}`}
                onClick={() =>
                  confirmDelete(async () => {
                    try {
                      const { message } = await remove.mutateAsync(d.id);
                      setBanner({ type: 'success', text: message });
                    } catch (error) {
                      setBanner({ type: 'warning', text: errorMessage(error) });
                    }
                  })
                }
              />
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar" justify="space-between" gap="small" wrap>
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search domains" />
        <Flex gap="small">
          <RefreshButton list={list} queryKey={sslKeys.domains()} />
          {mayWrite ? (
            <CreateButton onClick={() => setCreating(true)}>Create Domain</CreateButton>
          ) : null}
        </Flex>
      </Flex>
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
