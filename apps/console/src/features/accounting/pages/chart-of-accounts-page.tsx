import { enumLabel } from '@bizdesk/shared';
import { LockOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useConfirmDelete } from '../../../shared/use-confirm-delete';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { accountingKeys } from '../api/accounting-keys';
import type { CoaAccount } from '../api/accounting-types';
import { useAccountsQuery, useDeleteAccountMutation } from '../api/use-accounts';
import { AccountPanel } from '../components/account-panel';
import { ACCOUNT_PARENT } from './account-parent';
import '../accounting.css';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton, ListActions } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

/** A new account starts on the empty 'Select Type' (spec 5), not on a preselected sub-type. */
const NEW_ACCOUNT: CoaAccount = {
  id: 0, name: '', accountType: '', accountSubType: '', parentId: null, bankName: null, accountNumber: null, ifscCode: null,
  branchName: null, upiId: null, systemCode: null, isSystem: false, ifscWarning: null,
};

function BankDetails({ account }: { account: CoaAccount }) {
  if (account.accountSubType !== 'BANK') return <Typography.Text type="secondary">-NA-</Typography.Text>;
  const lines = [
    account.bankName, account.branchName, account.accountNumber ? `A/c ${account.accountNumber}` : null,
    account.ifscCode ? `IFSC ${account.ifscCode}` : null, account.upiId ? `UPI ${account.upiId}` : null,
  ].filter(Boolean);
  if (lines.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div className="acc-cell-stack">
      {lines.map((l) => <Typography.Text key={l} className="acc-sub">{l}</Typography.Text>)}
    </div>
  );
}

/** /account/accounts: the chart of accounts (spec 2.9). */
export function ChartOfAccountsPage() {
  const list = useListState<CoaAccount>();
  const accounts = useAccountsQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteAccountMutation();
  const confirmDelete = useConfirmDelete();
  // Read-only roles see the lists without create, edit or delete (the API's accounting.write).
  const mayWrite = useCan('accounting.write');

  const onDelete = (account: CoaAccount) =>
    confirmDelete(async () => {
      setBanner(null);
      try {
        const { message } = await remove.mutateAsync(account.id);
        setBanner({ type: 'success', text: message });
      } catch (error) {
        setBanner({ type: 'warning', text: errorMessage(error) });
      }
    });

  const columns: TableColumnsType<CoaAccount> = [
    rowNumberColumn(list.page),
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, a) => (
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{name}</Typography.Text>
          {a.isSystem ? (
            <Tooltip title="A system account: other modules post to it. Its name can change; its type cannot, and it cannot be deleted.">
              <Tag icon={<LockOutlined />}>System</Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Type', key: 'type', render: (_, a) => `${enumLabel(a.accountSubType)} (${enumLabel(a.accountType)})` },
    { title: 'Bank Details', key: 'bank', render: (_, a) => <BankDetails account={a} /> },
    actionColumn((a) => (
      <>
        <EditButton framed name={a.name} onClick={() => list.modify(a)} />
        {a.isSystem ? null : (
          <DeleteButton framed name={a.name} onClick={() => onDelete(a)} />
        )}
      </>
    ), 110),
  ];

  return (
    <PageFrame
      title="Chart of Accounts"
      parent={ACCOUNT_PARENT}
      loading={accounts.isFetching}
      actions={<ListActions list={list} queryKey={accountingKeys.accounts()} create={mayWrite && { label: 'Create Account', onClick: () => list.modify(NEW_ACCOUNT) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search accounts" />
      <DataList<CoaAccount> columns={writableColumns(columns, mayWrite)} data={accounts.data} loading={accounts.isPending} page={list.page} onPageChange={list.setPage} />
      <AccountPanel
        account={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
    </PageFrame>
  );
}
