import { EyeOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { DataList } from '../../../shared/data-list';
import { formatDate, formatMoney } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { SidePanel } from '../../../shared/side-panel';
import { useListState } from '../../../shared/use-list-state';
import type { SaleInvoiceRow } from '../api/sales-types';
import { useSaleInvoicesQuery } from '../api/use-sale-invoices';

/** Past invoices, searched by invoice number or customer, to view and print again. */
export function InvoicesPanel({ open, onClose, onView }: { open: boolean; onClose: () => void; onView: (id: number) => void }) {
  const list = useListState<SaleInvoiceRow>();
  const invoices = useSaleInvoicesQuery({ search: list.search, page: list.page }, open);
  const columns: TableColumnsType<SaleInvoiceRow> = [
    { title: 'Invoice', dataIndex: 'invoiceNumber', render: (v: string) => <span className="input-code">{v}</span> },
    { title: 'Date', dataIndex: 'invoiceDate', render: (v: string) => formatDate(v) },
    { title: 'Customer', dataIndex: 'customerName' },
    { title: 'GST', dataIndex: 'taxAmount', align: 'right', render: (v: string) => formatMoney(v) },
    { title: 'Total', dataIndex: 'totalAmount', align: 'right', render: (v: string) => formatMoney(v) },
    {
      title: 'Action',
      key: 'action',
      render: (_, i) => <Button type="text" icon={<EyeOutlined />} aria-label={`View ${i.invoiceNumber}`} onClick={() => onView(i.id)} />,
    },
  ];
  return (
    <SidePanel open={open} title="Invoices" width={794} onClose={onClose}>
      <div className="list-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search invoice no. or customer" />
      </div>
      <DataList<SaleInvoiceRow> columns={columns} data={invoices.data} loading={invoices.isPending} page={list.page} onPageChange={list.setPage} />
    </SidePanel>
  );
}
