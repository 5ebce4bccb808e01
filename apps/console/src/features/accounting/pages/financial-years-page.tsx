import { HistoryOutlined } from '@ant-design/icons';
import { Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { accountingKeys } from '../api/accounting-keys';
import type { FinancialYear } from '../api/accounting-types';
import { useFinancialYearsQuery } from '../api/use-financial-years';
import { FinancialYearPanel } from '../components/financial-year-panel';
import { RecordHistoryPanel } from '../components/record-history-panel';
import { ACCOUNT_PARENT } from './account-parent';
import '../accounting.css';
import { useCan } from '../../../core/access';
import { actionColumn, dateColumn, rowNumberColumn } from '../../../shared/list-columns';
import { EditButton, ListActions, RowButton } from '../../../shared/list-buttons';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_YEAR: FinancialYear = { id: 0, name: '', startDate: '', endDate: '', isActive: true, isLocked: false, lockedAt: null };

/** /account/settings: financial years (spec 2.12), one active, lockable. */
export function FinancialYearsPage() {
  const list = useListState<FinancialYear>();
  const years = useFinancialYearsQuery({ page: list.page, sort: 'startDate,desc' });
  // Read-only roles see the lists without create, edit or delete (the API's accounting.write).
  const mayWrite = useCan('accounting.write');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const columns: TableColumnsType<FinancialYear> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name' },
    dateColumn('Start Date', 'startDate'),
    dateColumn('End Date', 'endDate'),
    { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'In Active'}</Tag> },
    { title: 'Lock', dataIndex: 'isLocked', render: (locked: boolean) => <Tag color={locked ? 'red' : 'blue'}>{locked ? 'Locked' : 'Open'}</Tag> },
    actionColumn((y) => (
      <>
        <RowButton framed tip="View history" label={`History of ${y.name}`} icon={<HistoryOutlined />} onClick={() => setHistoryOf(y.id)} />
        {mayWrite ? (
          <EditButton framed name={y.name} onClick={() => list.modify(y)} />
        ) : null}
      </>
    ), 120),
  ];

  return (
    <PageFrame
      title="Financial Year"
      parent={ACCOUNT_PARENT}
      loading={years.isFetching}
      actions={<ListActions list={list} queryKey={accountingKeys.years()} create={mayWrite && { label: 'Create Financial Year', onClick: () => list.modify(NEW_YEAR) }} />}
    >
      <Tabs
        className="acc-tabs"
        activeKey="financialYear"
        items={[{
          key: 'financialYear',
          label: 'Financial Year',
          children: (
            <>
              <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
              <DataList<FinancialYear> columns={columns} data={years.data} loading={years.isPending} page={list.page} onPageChange={list.setPage} />
            </>
          ),
        }]}
      />
      <FinancialYearPanel
        year={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
      <RecordHistoryPanel referenceModule="FINANCIAL_YEAR" referenceId={historyOf} title="Financial Year History" onClose={() => setHistoryOf(null)} />
    </PageFrame>
  );
}
