import { DownloadOutlined, HistoryOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api';
import { useCan } from '../../../core/access';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDate } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { useConfirmDelete } from '../../../shared/use-confirm-delete';
import { useListState } from '../../../shared/use-list-state';
import { withParams } from '../../../shared/url-state';
import { accountingKeys } from '../api/accounting-keys';
import { DATE_SORT_FIELD, type PostedRecord, type RecordFilters, type RecordKind } from '../api/accounting-types';
import { downloadRecordsCsv, useDeleteRecordMutation, useRecordsQuery } from '../api/use-records';
import { RecordFiltersBar } from './record-filters';
import { RECORD_SORT_DEFAULT, recordFilterChanges, recordFiltersFrom, recordSortFrom } from './record-list-address';
import { AttachmentsPanel } from './attachments-panel';
import { Money } from './money';
import { RecordHistoryPanel } from './record-history-panel';
import { RecordPanel } from './record-panel';
import { DeleteButton, EditButton, ListActions, RowButton } from '../../../shared/list-buttons';
import { actionColumn } from '../../../shared/list-columns';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_RECORD: PostedRecord = {
  id: 0, categoryId: 0, categoryName: '', title: '', description: null, amount: '', date: '', accountId: 0, accountName: '',
  partyId: null, partyName: null, attachmentCount: 0, groupTransactionId: '', gst: null,
};

const TEXT: Record<RecordKind, { create: string; search: string; module: 'EXPENSE' | 'INCOME'; noun: string }> = {
  expense: { create: 'Create Expense', search: 'Search expenses', module: 'EXPENSE', noun: 'expense' },
  income: { create: 'Create Income', search: 'Search income', module: 'INCOME', noun: 'income' },
};

/** Expenses / Income tab: Date, Title (category above), Amount (account and group transaction id), Description, Action. */
export function RecordsTab({ kind }: { kind: RecordKind }) {
  const text = TEXT[kind];
  const list = useListState<PostedRecord>();
  // Filters and sort live in the address with the page and search (issue 31 item 2).
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => recordFiltersFrom(params), [params]);
  const sort = recordSortFrom(params.get('sort'), [DATE_SORT_FIELD[kind], 'amount']);
  const records = useRecordsQuery(kind, { search: list.search, page: list.page, sort }, filters);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteRecordMutation(kind);
  const confirmDelete = useConfirmDelete();
  const [banner, setBanner] = useState<Banner | null>(null);
  // A read-only role (viewer, cashier) sees the records, their history and attachments, but no create, edit or delete.
  const mayWrite = useCan('accounting.write');
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [attachmentsOf, setAttachmentsOf] = useState<PostedRecord | null>(null);

  const onDelete = (record: PostedRecord) =>
    confirmDelete(async () => {
      setBanner(null);
      try {
        const { message } = await remove.mutateAsync(record.id);
        setBanner({ type: 'success', text: message });
      } catch (error) {
        setBanner({ type: 'warning', text: errorMessage(error) });
      }
    });

  const sortOrderOf = (field: string) => (sort.startsWith(`${field},`) ? (sort.endsWith(',asc') ? 'ascend' : 'descend') : null);
  const onTableChange: TableProps<PostedRecord>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? (one.columnKey === 'amount' ? 'amount' : DATE_SORT_FIELD[kind]) : null;
    const next = field ? `${field},${one?.order === 'ascend' ? 'asc' : 'desc'}` : RECORD_SORT_DEFAULT;
    setParams((current) => withParams(current, { sort: next, page: null }, { sort: RECORD_SORT_DEFAULT }));
  };
  const onFilters = (next: RecordFilters) => setParams((current) => withParams(current, recordFilterChanges(next)));
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadRecordsCsv(kind, { search: list.search, page: 0, sort }, filters);
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<PostedRecord> = [
    {
      title: 'Date', dataIndex: 'date', key: 'date', width: 130, render: (d: string) => formatDate(d),
      sorter: true, sortOrder: sortOrderOf(DATE_SORT_FIELD[kind]), sortDirections: ['descend', 'ascend'],
    },
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, r) => (
        <div className="acc-cell-stack">
          <Typography.Text type="secondary" className="acc-sub">{r.categoryName}</Typography.Text>
          <Typography.Text strong>{title}</Typography.Text>
          {r.partyName ? <Typography.Text type="secondary" className="acc-sub">{kind === 'expense' ? 'Supplier' : 'Customer'}: {r.partyName}</Typography.Text> : null}
        </div>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      sortDirections: ['descend', 'ascend'],
      render: (amount: string, r) => (
        <div className="acc-cell-stack">
          <Money value={amount} strong />
          <Typography.Text type="secondary" className="acc-sub">{r.accountName}</Typography.Text>
          <Typography.Text type="secondary" className="acc-sub acc-code" copyable={{ text: r.groupTransactionId }}>{r.groupTransactionId}</Typography.Text>
        </div>
      ),
    },
    { title: 'Description', dataIndex: 'description', render: (d: string | null) => d ?? '' },
    actionColumn((r) => (
      <>
        <RowButton framed tip="View history" label={`History of ${r.title}`} icon={<HistoryOutlined />} onClick={() => setHistoryOf(r.id)} />
        <Tooltip title="Attachments">
          <Badge count={r.attachmentCount} size="small">
            <Button aria-label={`Attachments of ${r.title}`} icon={<PaperClipOutlined />} onClick={() => setAttachmentsOf(r)} />
          </Badge>
        </Tooltip>
        {mayWrite ? (
          <>
            <EditButton framed name={r.title} onClick={() => list.modify(r)} />
            <DeleteButton framed name={r.title} onClick={() => onDelete(r)} />
          </>
        ) : null}
      </>
    ), 200),
  ];

  return (
    <>
      <Flex className="acc-toolbar" justify="space-between" wrap gap="small">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder={text.search} />
        <Flex gap="small">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()}>
            Export CSV
          </Button>
          <ListActions list={list} queryKey={accountingKeys.records(kind)} create={mayWrite && { label: text.create, onClick: () => list.modify(NEW_RECORD) }} />
        </Flex>
      </Flex>
      <RecordFiltersBar kind={kind} value={filters} onChange={onFilters} />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <DataList<PostedRecord>
        columns={columns}
        data={records.data}
        loading={records.isPending}
        page={list.page}
        onPageChange={list.setPage}
        onChange={onTableChange}
        showSorterTooltip={false}
      />
      {records.data && records.data.totalRecords > 0 ? (
        <div className="acc-list-total" data-testid="records-total">
          <Typography.Text type="secondary">Total of {records.data.totalRecords} {text.noun}{records.data.totalRecords === 1 || kind === 'income' ? '' : 's'}:</Typography.Text>
          <Money value={records.data.totalAmount} strong />
        </div>
      ) : null}
      <RecordPanel
        kind={kind}
        record={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
      <RecordHistoryPanel referenceModule={text.module} referenceId={historyOf} title="Income History" onClose={() => setHistoryOf(null)} />
      <AttachmentsPanel
        module={text.module}
        referenceId={attachmentsOf?.id ?? null}
        title={attachmentsOf ? `Attachments: ${attachmentsOf.title}` : 'Attachments'}
        onClose={() => setAttachmentsOf(null)}
      />
    </>
  );
}
