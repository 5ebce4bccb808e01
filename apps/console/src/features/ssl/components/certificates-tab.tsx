import { DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { SSL_MESSAGES, enumLabel } from '@bizdesk/shared';
import { App, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { useListState } from '../../../shared/use-list-state';
import { sslKeys } from '../api/ssl-keys';
import type { Certificate } from '../api/ssl-types';
import { downloadCertificate, useCertificatesQuery, useRevokeCertificateMutation } from '../api/use-ssl';
import { CertificateRequestPanel } from './certificate-request-panel';
import { useCan } from '../../../core/access';
import { dateColumn, rowNumberColumn } from '../../../shared/list-columns';
import { ListActions, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const STATUS_COLOR: Record<string, string> = { ISSUED: 'green', PENDING: 'orange', FAILED: 'red', REVOKED: 'red', EXPIRED: 'default' };

/** Certificates: #, Domain, Issued On, Expire On, Status, actions; rows not ISSUED in red. */
export function CertificatesTab({ onShowTerms }: { onShowTerms: () => void }) {
  const list = useListState<Certificate>();
  const certificates = useCertificatesQuery({ search: list.search, page: list.page });
  const revoke = useRevokeCertificateMutation();
  const { modal } = App.useApp();
  const [requesting, setRequesting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  // Requests, revocations, domains and verifications are services.write: other roles read the lists only.
  const mayWrite = useCan('services.write');

  const download = async (c: Certificate) => {
    setDownloading(c.rootId);
    try {
      await downloadCertificate(c);
    } catch (error) {
      setBanner({ type: 'warning', text: error instanceof Error && error.message ? errorMessage(error) : SSL_MESSAGES.downloadFailed });
    } finally {
      setDownloading(null);
    }
  };

  const confirmRevoke = (c: Certificate) =>
    modal.confirm({
      title: 'Revoke',
      content: SSL_MESSAGES.revokeConfirm,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const { message } = await revoke.mutateAsync(c.rootId);
          setBanner({ type: 'success', text: message });
        } catch (error) {
          setBanner({ type: 'warning', text: errorMessage(error) });
        }
      },
    });

  const columns: TableColumnsType<Certificate> = [
    rowNumberColumn(list.page),
    {
      title: 'Domain',
      dataIndex: 'domain',
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text strong>{c.domain}</Typography.Text>
          {c.names.length > 1 ? <Typography.Text type="secondary">and {c.names.slice(1).join(', ')}</Typography.Text> : null}
          {c.status === 'FAILED' && c.failureReason ? <Typography.Text type="danger">{c.failureReason}</Typography.Text> : null}
          {c.waitingForDns ? <Typography.Text type="warning">Renewal waits for the domain to be verified again</Typography.Text> : null}
        </Flex>
      ),
    },
    dateColumn('Issued On', 'issuedOn'),
    dateColumn('Expire On', 'expireOn'),
    { title: 'Status', dataIndex: 'status', render: (v: string) => <Tag color={STATUS_COLOR[v] ?? 'default'}>{enumLabel(v)}</Tag> },
    {
      title: 'Action',
      key: 'action',
      width: 110,
      render: (_, c) =>
        c.status === 'ISSUED' ? (
          <Flex gap={4}>
            <RowButton tip="Download" label={`Download ${c.domain}`} icon={<DownloadOutlined />} loading={downloading === c.rootId} onClick={() => download(c)} />
            {mayWrite ? (
              <RowButton tip="Revoke" label={`Revoke ${c.domain}`} icon={<StopOutlined />} danger onClick={() => confirmRevoke(c)} />
            ) : null}
          </Flex>
        ) : null,
    },
  ];

  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search certificates" justify="space-between" gap="small" wrap>
        <Flex gap="small">
          <ListActions list={list} queryKey={sslKeys.certificates()} create={mayWrite && { label: 'Request Certificate', onClick: () => setRequesting(true) }} />
        </Flex>
      </ListToolbar>
      <DataList<Certificate>
        columns={columns}
        data={certificates.data}
        loading={certificates.isPending}
        page={list.page}
        onPageChange={list.setPage}
        rowClassName={(c) => (c.status === 'ISSUED' ? '' : 'ssl-row--not-issued')}
      />
      {requesting ? (
        <CertificateRequestPanel
          open
          onClose={() => setRequesting(false)}
          onShowTerms={onShowTerms}
          onSaved={closeAndShow(() => setRequesting(false), setBanner)}
        />
      ) : null}
    </>
  );
}
