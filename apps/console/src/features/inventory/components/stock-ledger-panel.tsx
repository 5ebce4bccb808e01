import { displayQuantity } from '@bizdesk/shared';
import { Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { SearchBox } from '../../../shared/search-box';
import { SidePanel } from '../../../shared/side-panel';
import { useProductOptionsQuery } from '../../catalogue';
import type { StockLedgerRow, StockMovementType } from '../api/inventory-types';
import { useStockLedgerQuery } from '../api/use-stock-documents';
import { useWarehouseOptionsQuery } from '../api/use-warehouses';
import { dateColumn } from '../../../shared/list-columns';

const MOVEMENT_LABELS: Record<StockMovementType, { label: string; color: string }> = {
  PURCHASE_RECEIPT: { label: 'Purchase', color: 'green' },
  SALE: { label: 'Sale', color: 'blue' },
  SALE_RETURN: { label: 'Sale return', color: 'cyan' },
  TRANSFER_IN: { label: 'Transfer in', color: 'purple' },
  TRANSFER_OUT: { label: 'Transfer out', color: 'purple' },
  ADJUSTMENT: { label: 'Adjustment', color: 'orange' },
  OPENING: { label: 'Opening stock', color: 'gold' },
  REVALUATION: { label: 'Valued at cost', color: 'default' },
};

export interface StockLedgerFilter {
  productId?: number;
  warehouseId?: number;
}

const quantityCell = (v: string) => (Number(v) === 0 ? <Typography.Text type="secondary">-</Typography.Text> : displayQuantity(v));

/**
 * The stock ledger: every movement (date, document, in, out, balance left in the warehouse), newest
 * first, for one product and/or warehouse or all of them; searchable by product or document number.
 */
export function StockLedgerPanel({ filter, onClose }: { filter: StockLedgerFilter | null; onClose: () => void }) {
  const open = filter !== null;
  const [productId, setProductId] = useState<number | undefined>();
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const products = useProductOptionsQuery();
  const warehouses = useWarehouseOptionsQuery();
  const ledger = useStockLedgerQuery({ page, search, productId, warehouseId }, open);

  // Each opening starts from the filter it was opened with (a product row of a warehouse, or everything).
  useEffect(() => {
    if (!filter) return;
    setProductId(filter.productId);
    setWarehouseId(filter.warehouseId);
    setSearch('');
    setPage(0);
  }, [filter]);

  const columns: TableColumnsType<StockLedgerRow> = [
    dateColumn('Date', 'date', { width: 110 }),
    {
      title: 'Document',
      key: 'document',
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text>{r.document ?? '-'}</Typography.Text>
          <span><Tag color={MOVEMENT_LABELS[r.movementType].color}>{MOVEMENT_LABELS[r.movementType].label}</Tag></span>
          {r.note ? <Typography.Text type="secondary" className="ledger-note">{r.note}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: 'Product',
      key: 'product',
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text>{r.productName}</Typography.Text>
          <Typography.Text type="secondary">{r.warehouseName}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'In', dataIndex: 'quantityIn', align: 'right', render: quantityCell },
    { title: 'Out', dataIndex: 'quantityOut', align: 'right', render: quantityCell },
    {
      title: 'Balance',
      dataIndex: 'balance',
      align: 'right',
      render: (v: string) => <Typography.Text strong type={v.startsWith('-') ? 'danger' : undefined}>{displayQuantity(v)}</Typography.Text>,
    },
  ];

  return (
    <SidePanel open={open} title="Stock Ledger" width={900} onClose={onClose}>
      <Flex className="list-toolbar" gap={8} wrap>
        <Select
          aria-label="Filter by product"
          placeholder="All products"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          value={productId}
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(v?: number) => { setProductId(v); setPage(0); }}
        />
        <Select
          aria-label="Filter by warehouse"
          placeholder="All warehouses"
          allowClear
          style={{ minWidth: 200 }}
          value={warehouseId}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
          onChange={(v?: number) => { setWarehouseId(v); setPage(0); }}
        />
        <SearchBox value={search} onSearch={(text) => { setSearch(text); setPage(0); }} placeholder="Search product or document" />
      </Flex>
      <DataList<StockLedgerRow> columns={columns} data={ledger.data} loading={ledger.isPending} page={page} onPageChange={setPage} />
    </SidePanel>
  );
}
