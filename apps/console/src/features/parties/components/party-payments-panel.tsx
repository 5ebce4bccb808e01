import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDate, formatMoney } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { SidePanel } from '../../../shared/side-panel';
import type { CustomerReceipt, Party, SupplierOpeningPayment } from '../api/party-types';
import { useCustomerReceiptsQuery, useSupplierOpeningPaymentsQuery } from '../api/use-party-payments-query';

const ACCOUNT_TAG = { CASH: <Tag color="green">Cash</Tag>, BANK: <Tag color="blue">Bank</Tag> } as const;
const accountTag = (account: string) => ACCOUNT_TAG[account as keyof typeof ACCOUNT_TAG] ?? <Tag>{account}</Tag>;
const PANEL_WIDTH = 760;

/** What a receipt settled: the opening balance and the invoices, each with its part. */
function Against({ receipt }: { receipt: CustomerReceipt }) {
  const parts = [
    ...(Number(receipt.openingBalanceAmount) > 0 ? [{ key: 'opening', label: 'Opening balance', amount: receipt.openingBalanceAmount }] : []),
    ...receipt.allocations.map((a) => ({ key: `invoice-${a.saleInvoiceId}`, label: a.invoiceNumber, amount: a.amount })),
  ];
  return (
    <Flex vertical>
      {parts.map((p) => (
        <span key={p.key}>
          {p.label} <Typography.Text type="secondary">{formatMoney(p.amount)}</Typography.Text>
        </span>
      ))}
      {parts.length === 0 ? '-' : null}
      {receipt.note ? <Typography.Text type="secondary">{receipt.note}</Typography.Text> : null}
    </Flex>
  );
}

/** The search box and one page of a party's payments; mounted per opening, so each opens at page 1 with no search. */
function ReceiptsList({ customerId }: { customerId: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const receipts = useCustomerReceiptsQuery(customerId, { search, page });
  const columns: TableColumnsType<CustomerReceipt> = [
    { title: 'Date', dataIndex: 'receiptDate', width: 110, render: (v: string) => formatDate(v) },
    {
      title: 'Receipt',
      key: 'receipt',
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-start">
          <span className="input-code">{r.receiptNumber}</span>
          {accountTag(r.account)}
        </Flex>
      ),
    },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: string) => <Typography.Text strong>{formatMoney(v)}</Typography.Text> },
    { title: 'Against', key: 'against', render: (_, r) => <Against receipt={r} /> },
  ];
  return (
    <>
      <FeedbackBanner banner={receipts.isError ? { type: 'warning', text: errorMessage(receipts.error) } : null} />
      <Flex className="list-toolbar">
        <SearchBox value={search} onSearch={(text) => { setSearch(text); setPage(0); }} placeholder="Search receipt no., invoice or note" />
      </Flex>
      <DataList<CustomerReceipt> columns={columns} data={receipts.data} loading={receipts.isPending} page={page} onPageChange={setPage} />
    </>
  );
}

function OpeningPaymentsList({ supplierId }: { supplierId: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const payments = useSupplierOpeningPaymentsQuery(supplierId, { search, page });
  const columns: TableColumnsType<SupplierOpeningPayment> = [
    { title: 'Date', dataIndex: 'paymentDate', width: 110, render: (v: string) => formatDate(v) },
    { title: 'Paid From', dataIndex: 'paymentMode', render: (v: string) => accountTag(v) },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: string) => <Typography.Text strong>{formatMoney(v)}</Typography.Text> },
    { title: 'Note', dataIndex: 'note', render: (v: string | null) => v ?? <Typography.Text type="secondary">-</Typography.Text> },
  ];
  return (
    <>
      <FeedbackBanner banner={payments.isError ? { type: 'warning', text: errorMessage(payments.error) } : null} />
      <Flex className="list-toolbar">
        <SearchBox value={search} onSearch={(text) => { setSearch(text); setPage(0); }} placeholder="Search note or Cash / Bank" />
      </Flex>
      <DataList<SupplierOpeningPayment> columns={columns} data={payments.data} loading={payments.isPending} page={page} onPageChange={setPage} />
    </>
  );
}

/** Where the party stands now, above its payments. */
function Standing({ party, kind }: { party: Party; kind: 'customer' | 'supplier' }) {
  const opening = Number(party.openingBalanceDue) > 0 ? `, of which opening balance ${formatMoney(party.openingBalanceDue)}` : '';
  return (
    <Typography.Paragraph type="secondary">
      {kind === 'customer' ? 'Outstanding' : 'Owed'} {formatMoney(party.outstanding)}{opening}.
    </Typography.Paragraph>
  );
}

/** A customer's receipts: date, number and Cash/Bank, amount, and what each was set against (issue 27). */
export function CustomerReceiptsPanel({ customer, onClose }: { customer: Party | null; onClose: () => void }) {
  return (
    <SidePanel open={customer !== null} title={`Receipts from ${customer?.name ?? ''}`} width={PANEL_WIDTH} onClose={onClose}>
      {customer ? (
        <>
          <Standing party={customer} kind="customer" />
          <ReceiptsList customerId={customer.id} />
        </>
      ) : null}
    </SidePanel>
  );
}

/** What was paid to a supplier against its opening balance (a purchase order's payments are on the order). */
export function SupplierOpeningPaymentsPanel({ supplier, onClose }: { supplier: Party | null; onClose: () => void }) {
  return (
    <SidePanel open={supplier !== null} title={`Opening Balance Payments to ${supplier?.name ?? ''}`} width={PANEL_WIDTH} onClose={onClose}>
      {supplier ? (
        <>
          <Standing party={supplier} kind="supplier" />
          <OpeningPaymentsList supplierId={supplier.id} />
        </>
      ) : null}
    </SidePanel>
  );
}
