import { EyeOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatInvoiceMonth } from '@bizdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { isSuperAdmin } from '../../../core/access';
import { useUserData } from '../../../core/use-user-data';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { useInvoicesQuery, type Invoice } from '../api/billing-api';
import { billingKeys } from '../api/billing-keys';
import { InvoiceStatusTag } from '../components/invoice-status-tag';
import { RunBillingPanel } from '../components/run-billing-panel';
import { TaxInvoicePanel } from '../components/tax-invoice-panel';
import { CreditNotesList } from '../components/credit-notes-list';
import { useCan } from '../../../core/access';
import { dateColumn, moneyColumn, rowNumberColumn } from '../../../shared/list-columns';
import { ListToolbar } from '../../../shared/list-toolbar';

/**
 * /billing: the company's monthly invoices (the provider's administrator sees every company's, with the
 * Company column), the TAX INVOICE panel with Pay Now or Download, and for the provider a billing run.
 */
export function BillingPage() {
  const provider = isSuperAdmin(useUserData());
  // Paying an invoice is billing.write (an accountant or viewer sees the invoices and downloads them).
  const mayPay = useCan('billing.write');
  const list = useListState<Invoice>();
  const invoices = useInvoicesQuery({ search: list.search, page: list.page });
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const refresh = () => {
    list.reset();
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  };

  const columns: TableColumnsType<Invoice> = [
    rowNumberColumn(list.page),
    ...(provider ? [{ title: 'Company', dataIndex: 'toCompany' } as const] : []),
    { title: 'Invoice Month', dataIndex: 'invoiceMonth', render: (m: string) => formatInvoiceMonth(m) },
    moneyColumn('Amount', 'total'),
    dateColumn('Due Date', 'dueDate'),
    { title: 'Status', dataIndex: 'paymentStatus', render: (s: string) => <InvoiceStatusTag status={s} /> },
    {
      title: 'Action',
      key: 'action',
      render: (_v, invoice) => (
        <Tooltip title="View">
          <Button size="small" aria-label={`View ${invoice.invoiceNo}`} icon={<EyeOutlined />} onClick={() => list.view(invoice)} />
        </Tooltip>
      ),
    },
  ];

  return (
    <PageFrame
      title="Billing"
      loading={invoices.isFetching}
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={refresh}>Refresh</Button>
          {provider ? <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => setRunning(true)}>Run Billing</Button> : null}
        </>
      }
    >
      <Tabs items={[
        {
          key: 'invoices',
          label: 'Invoices',
          children: (
            <>
              <FeedbackBanner banner={invoices.isError ? { type: 'warning', text: errorMessage(invoices.error) } : null} />
              <ListToolbar list={list} placeholder={provider ? 'Search invoice no. or company' : 'Search invoice no.'} gap="middle" wrap align="center" />
              <DataList<Invoice> columns={columns} data={invoices.data} loading={invoices.isPending} page={list.page} onPageChange={list.setPage} />
            </>
          ),
        },
        // Issue 30 item 4: credit notes against the invoices, in the same billing list.
        { key: 'credit-notes', label: 'Credit Notes', children: <CreditNotesList provider={provider} /> },
      ]} />
      <TaxInvoicePanel invoice={list.mode === 'View' ? list.selected : null} canPay={!provider && mayPay} provider={provider} onClose={list.backToListing} />
      {provider ? <RunBillingPanel open={running} onClose={() => setRunning(false)} /> : null}
    </PageFrame>
  );
}
