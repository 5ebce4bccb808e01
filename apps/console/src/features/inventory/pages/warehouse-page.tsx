import { useCan } from '../../../core/access';
import { CarOutlined, DiffOutlined, HistoryOutlined, InboxOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { inventoryKeys } from '../api/inventory-keys';
import type { Warehouse } from '../api/inventory-types';
import { useWarehousesQuery } from '../api/use-warehouses';
import { StockAdjustmentPanel } from '../components/stock-adjustment-panel';
import { StockLedgerPanel, type StockLedgerFilter } from '../components/stock-ledger-panel';
import { StockPanel } from '../components/stock-panel';
import { StockTransferPanel, type SavedTransfer } from '../components/stock-transfer-panel';
import { EwayBillDialog } from '../components/eway-bill-dialog';
import { TransportersPanel } from '../components/transporters-panel';
import { downloadTransferEwayBill } from '../api/use-transporters';
import { TradeSettingsPanel } from '../components/trade-settings-panel';
import { WarehousePanel } from '../components/warehouse-panel';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useDeleteInventoryMutation } from '../api/use-delete-inventory';
import { actionColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton, ListActions, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_WAREHOUSE: Warehouse = {
  id: 0, name: '', address: null, city: null, stateId: null, stateName: null, countryId: 1, countryName: 'India', pincode: null, isDefault: false, geoLocation: null,
};

/**
 * /inventory/warehouse: #, Name, Address, Default (Yes or No), edit; stock on hand per warehouse, the stock
 * ledger, transfers between warehouses (with the e-way bill of the one just made) and adjustments with a reason; the
 * saved transporters e-way bills pick from.
 */
export function WarehousePage() {
  const list = useListState<Warehouse>();
  const warehouses = useWarehousesQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteInventoryMutation('warehouse');
  const confirmDelete = useDeleteWithBanner(setBanner);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Reading stock (a cashier, an accountant, a viewer) shows no create, edit, delete, transfer, adjustment or settings.
  const mayWrite = useCan('inventory.write');
  const [ledger, setLedger] = useState<StockLedgerFilter | null>(null);
  const [stockDocument, setStockDocument] = useState<'transfer' | 'adjustment' | null>(null);
  const [transportersOpen, setTransportersOpen] = useState(false);
  // The transfer just made: its e-way bill is offered in its banner, as long as that banner is the one showing.
  const [lastTransfer, setLastTransfer] = useState<(SavedTransfer & { message: string }) | null>(null);
  const [ewayFor, setEwayFor] = useState<{ id: number; number: string } | null>(null);
  const stockSaved = (message: string) => {
    setStockDocument(null);
    setLastTransfer(null);
    setBanner({ type: 'success', text: message });
  };

  const columns: TableColumnsType<Warehouse> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: 'Address',
      key: 'address',
      className: 'cell-address',
      render: (_, w) => {
        const lines = [w.address, [w.city, w.pincode].filter(Boolean).join(' - '), [w.stateName, w.countryName].filter(Boolean).join(', ')].filter(Boolean);
        return lines.length ? <Flex vertical>{lines.map((l) => <span key={l}>{l}</span>)}</Flex> : '-';
      },
    },
    { title: 'Default', dataIndex: 'isDefault', render: (v: boolean) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>) },
    actionColumn((w) => (
      <>
        {mayWrite ? (
          <EditButton name={w.name} onClick={() => list.modify(w)} />
        ) : null}
        <RowButton tip="Stock on hand" label={`Stock in ${w.name}`} icon={<InboxOutlined />} onClick={() => list.view(w)} />
        {w.isDefault || !mayWrite ? null : (
          <DeleteButton name={w.name} onClick={() => confirmDelete(() => remove.mutateAsync(w.id))} />
        )}
      </>
    ), 110),
  ];

  return (
    <PageFrame
      title="Warehouse"
      parent={{ title: 'Inventory' }}
      loading={warehouses.isFetching}
      actions={
        <>
          {mayWrite ? (
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
              Settings
            </Button>
          ) : null}
          <Button icon={<HistoryOutlined />} onClick={() => setLedger({})}>
            Stock Ledger
          </Button>
          <Button icon={<CarOutlined />} onClick={() => setTransportersOpen(true)}>
            Transporters
          </Button>
          {mayWrite ? (
            <>
              <Button icon={<SwapOutlined />} onClick={() => setStockDocument('transfer')}>
                Transfer Stock
              </Button>
              <Button icon={<DiffOutlined />} onClick={() => setStockDocument('adjustment')}>
                Adjust Stock
              </Button>
            </>
          ) : null}
          <ListActions list={list} queryKey={inventoryKeys.warehouses()} create={mayWrite && { label: 'Create Warehouse', onClick: () => list.modify(NEW_WAREHOUSE) }} />
        </>
      }
    >
      {lastTransfer && banner?.text === lastTransfer.message ? (
        <Alert
          className="feedback-banner"
          type="success"
          showIcon
          title={banner?.text}
          closable={{ onClose: () => { setLastTransfer(null); setBanner(null); }, 'aria-label': 'Dismiss' }}
          action={
            <Button size="small" icon={<CarOutlined />} onClick={() => setEwayFor({ id: lastTransfer.id, number: lastTransfer.transferNumber })}>
              E-way bill
            </Button>
          }
        />
      ) : (
        <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      )}
      <ListToolbar list={list} placeholder="Search warehouses" />
      <DataList<Warehouse> columns={columns} data={warehouses.data} loading={warehouses.isPending} page={list.page} onPageChange={list.setPage} />
      <WarehousePanel
        warehouse={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
      <StockPanel
        warehouse={list.mode === 'View' ? list.selected : null}
        onClose={list.backToListing}
        onLedger={(filter) => {
          list.backToListing();
          setLedger(filter);
        }}
      />
      <StockLedgerPanel filter={ledger} onClose={() => setLedger(null)} />
      <StockTransferPanel
        open={stockDocument === 'transfer'}
        onClose={() => setStockDocument(null)}
        onSaved={(message, transfer) => {
          stockSaved(message);
          setLastTransfer({ ...transfer, message });
        }}
      />
      <EwayBillDialog document={ewayFor} onClose={() => setEwayFor(null)} download={downloadTransferEwayBill} />
      <TransportersPanel open={transportersOpen} onClose={() => setTransportersOpen(false)} />
      <StockAdjustmentPanel open={stockDocument === 'adjustment'} onClose={() => setStockDocument(null)} onSaved={stockSaved} />
      <TradeSettingsPanel
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onSaved={closeAndShow(() => setSettingsOpen(false), setBanner)}
      />
    </PageFrame>
  );
}
