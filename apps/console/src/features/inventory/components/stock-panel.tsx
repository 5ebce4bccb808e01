import { displayQuantity } from '@bizdesk/shared';
import { HistoryOutlined } from '@ant-design/icons';
import { Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { SidePanel } from '../../../shared/side-panel';
import type { StockRow, WarehouseOption } from '../api/inventory-types';
import { useStockQuery } from '../api/use-stock-query';
import { RowButton } from '../../../shared/list-buttons';

/** Stock on hand per product in one warehouse; each product opens its stock ledger in that warehouse. */
export function StockPanel({ warehouse, onClose, onLedger }: {
  warehouse: Pick<WarehouseOption, 'id' | 'name'> | null;
  onClose: () => void;
  onLedger: (filter: { productId: number; warehouseId: number }) => void;
}) {
  const [page, setPage] = useState(0);
  const stock = useStockQuery({ page, sort: 'productName,asc', warehouseId: warehouse?.id }, warehouse !== null);
  const columns: TableColumnsType<StockRow> = [
    { title: 'Product', dataIndex: 'productName' },
    { title: 'Category', dataIndex: 'categoryName', render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
    {
      title: 'On Hand',
      dataIndex: 'quantity',
      align: 'right',
      render: (v: string) => <Typography.Text type={v.startsWith('-') ? 'danger' : undefined}>{displayQuantity(v)}</Typography.Text>,
    },
    {
      title: 'Ledger',
      key: 'ledger',
      width: 70,
      render: (_, r) => (
        <RowButton tip="Stock ledger" label={`Ledger of ${r.productName}`} icon={<HistoryOutlined />} onClick={() => onLedger({ productId: r.productId, warehouseId: r.warehouseId })} />
      ),
    },
  ];
  return (
    <SidePanel open={warehouse !== null} title={`Stock in ${warehouse?.name ?? ''}`} width={600} onClose={onClose}>
      <DataList<StockRow> rowKey="productId" columns={columns} data={stock.data} loading={stock.isPending} page={page} onPageChange={setPage} />
    </SidePanel>
  );
}
