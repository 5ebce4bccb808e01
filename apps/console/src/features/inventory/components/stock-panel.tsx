import { displayQuantity } from '@bizdesk/shared';
import { Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { SidePanel } from '../../../shared/side-panel';
import type { StockRow, WarehouseOption } from '../api/inventory-types';
import { useStockQuery } from '../api/use-stock-query';

/** Stock on hand per product in one warehouse. */
export function StockPanel({ warehouse, onClose }: { warehouse: Pick<WarehouseOption, 'id' | 'name'> | null; onClose: () => void }) {
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
  ];
  return (
    <SidePanel open={warehouse !== null} title={`Stock in ${warehouse?.name ?? ''}`} width={600} onClose={onClose}>
      <DataList<StockRow> rowKey="productId" columns={columns} data={stock.data} loading={stock.isPending} page={page} onPageChange={setPage} />
    </SidePanel>
  );
}
