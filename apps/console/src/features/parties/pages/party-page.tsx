import { enumLabel } from '@bizdesk/shared';
import { useCan } from '../../../core/access';
import { HistoryOutlined, WalletOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatMoney } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { partyKeys } from '../api/party-keys';
import { PARTY_LABELS, type Party, type PartyKind } from '../api/party-types';
import { usePartiesQuery } from '../api/use-parties-query';
import { PartyPanel } from '../components/party-panel';
import { OpeningPaymentPanel } from '../components/opening-payment-panel';
import { ReceiptPanel } from '../components/receipt-panel';
import { CustomerReceiptsPanel, SupplierOpeningPaymentsPanel } from '../components/party-payments-panel';
import { useDeleteWithBanner } from '../../../shared/use-confirm-delete';
import { useDeletePartyMutation } from '../api/use-delete-party';
import { writableColumns } from '../../../shared/writable-columns';
import { actionColumn, moneyColumn, rowNumberColumn } from '../../../shared/list-columns';
import { DeleteButton, EditButton, ListActions, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

const NEW_PARTY: Party = {
  id: 0, name: '', contactPerson: null, email: null, phone: null, addressLine1: null, addressLine2: null, city: null,
  stateId: 0, stateName: '', stateCode: '', pincode: null, countryId: 1, countryName: 'India', gstin: null, panNumber: null,
  registrationType: 'Unregistered', creditLimit: '0.00', outstanding: '0.00', openingBalanceDue: '0.00',
};

/** /customer and /supplier (breadcrumb Entities): #, Name, Contact, Address, GSTIN block, Credit Limit, Outstanding, edit. */
function PartyPage({ kind }: { kind: PartyKind }) {
  const { title, singular } = PARTY_LABELS[kind];
  const list = useListState<Party>();
  const parties = usePartiesQuery(kind, { search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeletePartyMutation(kind);
  const confirmDelete = useDeleteWithBanner(setBanner);
  const [paying, setPaying] = useState<Party | null>(null);
  // What the role may do here: edit the parties, and take a customer's payment (a receipt is a sale's settlement).
  const mayWrite = useCan(kind === 'customer' ? 'customers.write' : 'suppliers.write');
  const mayReceive = useCan('sales.write') && kind === 'customer';
  // A supplier's opening balance is paid here (purchase orders are paid on the order).
  const mayPayOpening = useCan('purchases.write') && kind === 'supplier';
  const [payingOpening, setPayingOpening] = useState<Party | null>(null);
  // What was received from a customer, or paid to a supplier against its opening balance, party by party (reads).
  const mayListPayments = useCan(kind === 'customer' ? 'sales.read' : 'purchases.read');
  const [listing, setListing] = useState<Party | null>(null);
  const listTitle = kind === 'customer' ? 'Receipts from' : 'Opening balance payments to';

  const columns: TableColumnsType<Party> = [
    rowNumberColumn(list.page),
    { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, p) => (
        <Flex vertical>
          {p.contactPerson ? <span>{p.contactPerson}</span> : null}
          {p.phone ? <Typography.Text type="secondary">{p.phone}</Typography.Text> : null}
          {p.email ? <Typography.Text type="secondary">{p.email}</Typography.Text> : null}
          {!p.contactPerson && !p.phone && !p.email ? '-' : null}
        </Flex>
      ),
    },
    {
      title: 'Address',
      key: 'address',
      className: 'cell-address',
      render: (_, p) => (
        <Flex vertical>
          {[p.addressLine1, p.addressLine2, [p.city, p.pincode].filter(Boolean).join(' - ')].filter(Boolean).map((line) => (
            <span key={line}>{line}</span>
          ))}
          <Typography.Text type="secondary">
            {p.stateName}, {p.countryName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'GSTIN',
      key: 'gstin',
      render: (_, p) => (
        <Flex vertical gap={2}>
          {p.gstin ? <span className="input-code">{p.gstin}</span> : <Typography.Text type="secondary">No GSTIN</Typography.Text>}
          {p.panNumber ? <Typography.Text type="secondary">PAN {p.panNumber}</Typography.Text> : null}
          <span>
            <Tag color={p.registrationType === 'Unregistered' ? 'default' : 'blue'}>{enumLabel(p.registrationType)}</Tag>
          </span>
        </Flex>
      ),
    },
    moneyColumn('Credit Limit', 'creditLimit'),
    {
      // Customers: credit sales not yet received; suppliers: received orders not yet paid.
      title: 'Outstanding',
      dataIndex: 'outstanding',
      align: 'right',
      render: (v: string) => <Typography.Text type={Number(v) > 0 ? 'danger' : undefined}>{formatMoney(v)}</Typography.Text>,
    },
    actionColumn((p) => (
      <>
        {mayWrite ? (
          <>
            <EditButton name={p.name} onClick={() => list.modify(p)} />
            <DeleteButton name={p.name} onClick={() => confirmDelete(() => remove.mutateAsync(p.id))} />
          </>
        ) : null}
        {mayReceive ? (
          <RowButton tip="Receive payment" label={`Receive payment from ${p.name}`} icon={<WalletOutlined />} onClick={() => setPaying(p)} />
        ) : null}
        {mayListPayments ? (
          <RowButton tip={kind === 'customer' ? 'Receipts' : 'Opening balance payments'} label={`${listTitle} ${p.name}`} icon={<HistoryOutlined />} onClick={() => setListing(p)} />
        ) : null}
        {mayPayOpening && Number(p.openingBalanceDue) > 0 ? (
          <RowButton tip="Pay opening balance" label={`Pay opening balance to ${p.name}`} icon={<WalletOutlined />} onClick={() => setPayingOpening(p)} />
        ) : null}
      </>
    ), 136),
  ];

  return (
    <PageFrame
      title={title}
      parent={{ title: 'Entities' }}
      loading={parties.isFetching}
      actions={<ListActions list={list} queryKey={partyKeys.kind(kind)} create={mayWrite && { label: `Create ${title}`, onClick: () => list.modify(NEW_PARTY) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder={`Search ${singular}s`} />
      <DataList<Party> columns={writableColumns(columns, mayWrite || mayReceive || mayPayOpening || mayListPayments)} data={parties.data} loading={parties.isPending} page={list.page} onPageChange={list.setPage} />
      <PartyPanel
        kind={kind}
        party={list.mode === 'Modify' ? list.selected : null}
        onClose={list.backToListing}
        onSaved={closeAndShow(list.backToListing, setBanner)}
      />
      <ReceiptPanel
        customer={paying}
        onClose={() => setPaying(null)}
        onSaved={closeAndShow(() => setPaying(null), setBanner)}
      />
      {kind === 'customer' ? (
        <CustomerReceiptsPanel customer={listing} onClose={() => setListing(null)} />
      ) : (
        <SupplierOpeningPaymentsPanel supplier={listing} onClose={() => setListing(null)} />
      )}
      <OpeningPaymentPanel
        supplier={payingOpening}
        onClose={() => setPayingOpening(null)}
        onSaved={closeAndShow(() => setPayingOpening(null), setBanner)}
      />
    </PageFrame>
  );
}

export function CustomerPage() {
  return <PartyPage kind="customer" />;
}

export function SupplierPage() {
  return <PartyPage kind="supplier" />;
}
