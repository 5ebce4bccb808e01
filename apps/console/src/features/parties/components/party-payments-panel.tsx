import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, type PageRequest, type PagedList } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatMoney } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { SidePanel } from '../../../shared/side-panel';
import type { CustomerReceipt, Party, SupplierOpeningPayment } from '../api/party-types';
import { useCustomerReceiptsQuery, useSupplierOpeningPaymentsQuery } from '../api/use-party-payments-query';
import { dateColumn } from '../../../shared/list-columns';

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

interface PagedAnswer<T> {
  data: PagedList<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The search box and one page of a party's payments; mounted per opening, so each opens at page 1 with no search. */
function PaymentsList<T extends object>({ partyId, useRows, columns, placeholder }: {
  partyId: number;
  /** The party's paged query: one hook for the panel's whole life. */
  useRows: (partyId: number, request: PageRequest) => PagedAnswer<T>;
  columns: TableColumnsType<T>;
  placeholder: string;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const answer = useRows(partyId, { search, page });
  return (
    <>
      <FeedbackBanner banner={answer.isError ? { type: 'warning', text: errorMessage(answer.error) } : null} />
      <Flex className="list-toolbar">
        <SearchBox value={search} onSearch={(text) => { setSearch(text); setPage(0); }} placeholder={placeholder} />
      </Flex>
      <DataList<T> columns={columns} data={answer.data} loading={answer.isPending} page={page} onPageChange={setPage} />
    </>
  );
}

const money = (v: string) => <Typography.Text strong>{formatMoney(v)}</Typography.Text>;

const RECEIPT_COLUMNS: TableColumnsType<CustomerReceipt> = [
  dateColumn('Date', 'receiptDate', { width: 110 }),
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
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
  { title: 'Against', key: 'against', render: (_, r) => <Against receipt={r} /> },
];

const OPENING_PAYMENT_COLUMNS: TableColumnsType<SupplierOpeningPayment> = [
  dateColumn('Date', 'paymentDate', { width: 110 }),
  { title: 'Paid From', dataIndex: 'paymentMode', render: (v: string) => accountTag(v) },
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
  { title: 'Note', dataIndex: 'note', render: (v: string | null) => v ?? <Typography.Text type="secondary">-</Typography.Text> },
];

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
          <PaymentsList<CustomerReceipt>
            partyId={customer.id}
            useRows={useCustomerReceiptsQuery}
            columns={RECEIPT_COLUMNS}
            placeholder="Search receipt no., invoice or note"
          />
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
          <PaymentsList<SupplierOpeningPayment>
            partyId={supplier.id}
            useRows={useSupplierOpeningPaymentsQuery}
            columns={OPENING_PAYMENT_COLUMNS}
            placeholder="Search note or Cash / Bank"
          />
        </>
      ) : null}
    </SidePanel>
  );
}
