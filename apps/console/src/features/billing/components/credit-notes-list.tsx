import { EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { useListState } from '../../../shared/use-list-state';
import { useCreditNotesQuery, type CreditNote } from '../api/billing-api';
import { CreditNotePanel } from './credit-note-panel';
import { dateColumn, moneyColumn, rowNumberColumn } from '../../../shared/list-columns';
import { ListToolbar } from '../../../shared/list-toolbar';

/** The credit notes of the company's invoices (every company's for the provider), searchable and paged. */
export function CreditNotesList({ provider }: { provider: boolean }) {
  const list = useListState<CreditNote>();
  const notes = useCreditNotesQuery({ search: list.search, page: list.page });
  const columns: TableColumnsType<CreditNote> = [
    rowNumberColumn(list.page),
    { title: 'Credit Note No', dataIndex: 'creditNoteNo' },
    ...(provider ? [{ title: 'Company', dataIndex: 'toCompany' } as const] : []),
    dateColumn('Date', 'noteDate'),
    { title: 'Against Invoice', dataIndex: 'invoiceNo' },
    { title: 'Reason', dataIndex: 'reason' },
    moneyColumn('Amount', 'total'),
    {
      title: 'Action',
      key: 'action',
      render: (_v, note) => (
        <Tooltip title="View">
          <Button size="small" aria-label={`View ${note.creditNoteNo}`} icon={<EyeOutlined />} onClick={() => list.view(note)} />
        </Tooltip>
      ),
    },
  ];
  return (
    <>
      <FeedbackBanner banner={notes.isError ? { type: 'warning', text: errorMessage(notes.error) } : null} />
      <ListToolbar list={list} placeholder="Search credit note, invoice no. or reason" gap="middle" wrap align="center" />
      <DataList<CreditNote> columns={columns} data={notes.data} loading={notes.isPending} page={list.page} onPageChange={list.setPage} />
      <CreditNotePanel note={list.mode === 'View' ? list.selected : null} onClose={list.backToListing} />
    </>
  );
}
